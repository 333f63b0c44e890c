/// An attribute with the location of its name (1-based line, UTF-8 byte column) and of the
/// first character of its value (so a list inside a value can be located item by item).
public struct XMLAttribute: Sendable, Hashable {
    public var name: String
    public var value: String
    // Positions are stored in 32 bits (documents are under 2 GB): 64 bytes an attribute instead
    // of 80, and a model file has tens of thousands of them.
    private var storedLine: Int32
    private var storedColumn: Int32
    private var storedValueLine: Int32
    private var storedValueColumn: Int32
    // Stored as a String, "" for none: with an `Optional<String>` stored property the
    // optimiser copied and destroyed every attribute on its way into the tag's array (retains,
    // releases). A kept source value is never empty (it holds a line break or a tab).
    private var storedSourceValue: String

    /// The value as written when it holds a line break or tab (XML normalisation made them
    /// spaces): what locations inside the value are counted on. Nil otherwise (and for "").
    public var sourceValue: String? {
        get { storedSourceValue.isEmpty ? nil : storedSourceValue }
        set { storedSourceValue = newValue ?? "" }
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }
    public var valueLine: Int {
        get { Int(storedValueLine) }
        set { storedValueLine = Int32(clamping: newValue) }
    }
    public var valueColumn: Int {
        get { Int(storedValueColumn) }
        set { storedValueColumn = Int32(clamping: newValue) }
    }

    /// Without a value location, the value is taken to follow `name="` directly.
    public init(
        name: String, value: String, line: Int, column: Int, valueLine: Int? = nil, valueColumn: Int? = nil,
        sourceValue: String? = nil
    ) {
        self.name = name
        self.value = value
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedValueLine = Int32(clamping: valueLine ?? line)
        storedValueColumn = Int32(clamping: valueColumn ?? column + name.utf8.count + 2)
        storedSourceValue = sourceValue ?? ""
    }

    /// The parser's: every position known, the Strings handed over (no copy of them).
    init(
        located name: String, value: String, line: Int, column: Int, valueLine: Int,
        valueColumn: Int, sourceValue: String?
    ) {
        self.name = name
        self.value = value
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedValueLine = Int32(clamping: valueLine)
        storedValueColumn = Int32(clamping: valueColumn)
        storedSourceValue = sourceValue ?? ""
    }
}

/// A start tag: the element name at the location of its `<`, and its attributes in order.
public struct XMLStartTag: Sendable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var line: Int
    public var column: Int
    /// A small number for the element's name, the same for equal names within one document
    /// (a name may get more than one; -1 when none): handlers look their vocabulary up once
    /// per id instead of hashing the name at every element.
    public var nameID: Int = -1

    public subscript(attribute name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }
}

/// A problem libxml2 found (malformed XML, bad encoding, a DOCTYPE we refuse), located.
public struct XMLParseIssue: Error, Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Not well-formed, or not readable in its encoding.
        case malformed
        /// A DOCTYPE: we never load DTDs or expand entities from untrusted input.
        case doctype
    }

    public var kind: Kind
    public var message: String
    public var line: Int
    public var column: Int?
}

/// Receives the events of one document, in order. Text arrives in pieces.
public protocol XMLContentHandler: AnyObject {
    func startElement(_ tag: XMLStartTag)
    func endElement(_ name: String)
    func characters(_ text: String)
    /// False when text is of no use to the handler: the parser then makes no String of it
    /// (document models are all attributes; their indentation is a third of the events).
    var wantsCharacters: Bool { get }
    /// A comment `<!--text-->`, at its `<!--` (column nil when libxml2 gave no position). Only
    /// called when `wantsComments`.
    func comment(_ text: String, line: Int, column: Int?)
    var wantsComments: Bool { get }
}

extension XMLContentHandler {
    public func characters(_ text: String) {}
    public var wantsCharacters: Bool { true }
    public func comment(_ text: String, line: Int, column: Int?) {}
    public var wantsComments: Bool { false }
}
