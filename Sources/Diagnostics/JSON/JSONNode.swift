/// A JSON value with the line and column where it starts, so checks of JSON inputs
/// (config, Lottie, string catalogs, the key catalog) report exact locations.
public struct JSONNode: Sendable {
    public indirect enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    public var value: Value
    public var line: Int
    public var column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The first member named `key`, for objects.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var string: String? { if case .string(let s) = value { return s } else { return nil } }
    public var number: Double? { if case .number(let n) = value { return n } else { return nil } }
    public var bool: Bool? { if case .bool(let b) = value { return b } else { return nil } }
    public var array: [JSONNode]? { if case .array(let a) = value { return a } else { return nil } }
    public var members: [JSONMember]? { if case .object(let m) = value { return m } else { return nil } }
    public var isNull: Bool { if case .null = value { return true } else { return false } }

    /// `object`, `array`, `string`, `number`, `boolean` or `null`: for messages.
    public var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

/// One `"key": value` pair, with the key's own location (duplicate keys are kept).
public struct JSONMember: Sendable {
    public var key: String
    public var keyLine: Int
    public var keyColumn: Int
    public var value: JSONNode

    public init(key: String, keyLine: Int, keyColumn: Int, value: JSONNode) {
        self.key = key
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.value = value
    }
}

/// A syntax error at a place in the text.
public struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int

    public var description: String { "\(line):\(column): \(message)" }
}
