/// A JSON value with the line and column where it starts, so checks of JSON inputs
/// (config, Lottie, string catalogs, the key catalog) report exact locations.
///
/// A node is a handle on a row of its document's `JSONTape`: the parse keeps the text and
/// one small row per value, and a value's string, number, children and location are read
/// from them when asked. A 10 MB animation (about two million values and keys) then costs
/// about 9 bytes a row, not a Swift value, an array and a location per value.
public struct JSONNode: Sendable {
    public enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    let tape: JSONTape
    let row: Int

    init(tape: JSONTape, row: Int) {
        self.tape = tape
        self.row = row
    }

    private var kind: JSONTape.Kind { tape.kinds[row] }

    /// The value, with its children as nodes (built on each call: prefer the accessors below
    /// and `subscript(key)` on hot paths).
    public var value: Value {
        switch kind {
        case .null: .null
        case .true: .bool(true)
        case .false: .bool(false)
        case .number: .number(tape.number(row))
        case .string, .key: .string(tape.string(row))
        case .array: .array(array ?? [])
        case .object: .object(members ?? [])
        }
    }

    public var line: Int { tape.location(row).line }
    public var column: Int { tape.location(row).column }

    /// The first member named `key`, for objects.
    public subscript(key: String) -> JSONNode? {
        guard kind == .object else { return nil }
        var keyRow = row + 1
        let end = Int(tape.ends[row])
        while keyRow < end {
            if tape.key(keyRow, equals: key) { return JSONNode(tape: tape, row: keyRow + 1) }
            keyRow = Int(tape.ends[keyRow + 1])
        }
        return nil
    }

    public var string: String? { kind == .string ? tape.string(row) : nil }
    public var number: Double? { kind == .number ? tape.number(row) : nil }
    public var bool: Bool? { kind == .true ? true : kind == .false ? false : nil }
    public var isNull: Bool { kind == .null }
    public var isContainer: Bool { kind == .array || kind == .object }
    /// Cheaper than `members != nil` / `array != nil`, which build the children.
    public var isObject: Bool { kind == .object }
    public var isArray: Bool { kind == .array }

    public var array: [JSONNode]? {
        guard kind == .array else { return nil }
        var items: [JSONNode] = []
        var child = row + 1
        let end = Int(tape.ends[row])
        while child < end {
            items.append(JSONNode(tape: tape, row: child))
            child = Int(tape.ends[child])
        }
        return items
    }

    public var members: [JSONMember]? {
        guard kind == .object else { return nil }
        var members: [JSONMember] = []
        var keyRow = row + 1
        let end = Int(tape.ends[row])
        while keyRow < end {
            let location = tape.location(keyRow)
            members.append(
                JSONMember(
                    key: tape.string(keyRow), keyLine: location.line, keyColumn: location.column,
                    value: JSONNode(tape: tape, row: keyRow + 1)))
            keyRow = Int(tape.ends[keyRow + 1])
        }
        return members
    }

    /// Array items, or member values, in order, without building an array.
    public var children: JSONChildren { JSONChildren(parent: self) }

    /// `object`, `array`, `string`, `number`, `boolean` or `null`: for messages.
    public var kindName: String {
        switch kind {
        case .null: "null"
        case .true, .false: "boolean"
        case .number: "number"
        case .string, .key: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

/// The children of a node (none for a scalar), read off the tape one by one.
public struct JSONChildren: Sequence, IteratorProtocol, Sendable {
    let tape: JSONTape
    var row: Int
    let end: Int
    /// Objects: the row before each value holds its key.
    let step: Int

    init(parent: JSONNode) {
        tape = parent.tape
        let kind = tape.kinds[parent.row]
        step = kind == .object ? 1 : 0
        row = parent.row + 1 + step
        end = kind == .object || kind == .array ? Int(tape.ends[parent.row]) : row
    }

    public mutating func next() -> JSONNode? {
        guard row < end else { return nil }
        let node = JSONNode(tape: tape, row: row)
        row = Int(tape.ends[row]) + step
        return node
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
