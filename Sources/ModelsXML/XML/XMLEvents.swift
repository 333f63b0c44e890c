/// An attribute with the location of its name (1-based line, UTF-8 byte column).
public struct XMLAttribute: Sendable, Hashable {
    public var name: String
    public var value: String
    public var line: Int
    public var column: Int

    public init(name: String, value: String, line: Int, column: Int) {
        self.name = name
        self.value = value
        self.line = line
        self.column = column
    }
}

/// A start tag: the element name at the location of its `<`, and its attributes in order.
public struct XMLStartTag: Sendable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var line: Int
    public var column: Int

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
    /// A comment `<!--text-->`, at its `<!--` (column nil when the input was not UTF-8). Only
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
