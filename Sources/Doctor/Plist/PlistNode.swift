/// A property-list value with where it was written: line and column of its element in an XML
/// plist, of its token in a project.pbxproj; nil for a binary plist, which has no lines.
public struct PlistNode: Sendable {
    public enum Value: Sendable {
        case string(String)
        /// Integers and reals, as written.
        case number(String)
        case bool(Bool)
        case array([PlistNode])
        case dictionary([PlistEntry])
        /// `<data>`, `<date>`: present, but never compared.
        case other
    }

    public var value: Value
    public var line: Int?
    public var column: Int?

    public init(_ value: Value, line: Int? = nil, column: Int? = nil) {
        self.value = value
        self.line = line
        self.column = column
    }

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var array: [PlistNode]? {
        if case .array(let items) = value { return items }
        return nil
    }

    public var entries: [PlistEntry]? {
        if case .dictionary(let entries) = value { return entries }
        return nil
    }

    /// The entry of `key` in a dictionary (the first, as Foundation keeps one of duplicates).
    public func entry(_ key: String) -> PlistEntry? {
        entries?.first { $0.key == key }
    }

    public subscript(key: String) -> PlistNode? { entry(key)?.value }

    /// Strings of an array value (a single string counts as a one-item list).
    public var strings: [String] {
        if let string { return [string] }
        return array?.compactMap(\.string) ?? []
    }
}

/// One key of a dictionary, located at its `<key>` (or its name in a pbxproj).
public struct PlistEntry: Sendable {
    public var key: String
    public var keyLine: Int?
    public var keyColumn: Int?
    public var value: PlistNode

    public init(key: String, keyLine: Int?, keyColumn: Int?, value: PlistNode) {
        self.key = key
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.value = value
    }
}
