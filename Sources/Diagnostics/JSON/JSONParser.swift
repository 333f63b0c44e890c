/// A strict RFC 8259 parser that keeps locations. Iterative (an explicit stack), so a
/// deeply nested document cannot overflow the thread's stack; `maxDepth` bounds it.
public struct JSONParser {
    public var maxDepth: Int

    public init(maxDepth: Int = 10_000) {
        self.maxDepth = maxDepth
    }

    public func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var scanner = JSONScanner(bytes: bytes, maxDepth: maxDepth)
        return try scanner.parseDocument()
    }
}

/// A container being built. Mutated in place on the stack (`stack[last].items.append`), so
/// appending never copies the container's array, in debug builds too.
private struct Frame {
    var isObject: Bool
    var line: Int
    var column: Int
    var items: [JSONNode] = []
    var members: [JSONMember] = []
    /// The key whose value is being read (objects).
    var key = ""
    var keyLine = 0
    var keyColumn = 0
}

private struct JSONScanner {
    let bytes: [UInt8]
    let maxDepth: Int
    var offset = 0
    var line = 1
    var lineStart = 0
    var stack: [Frame] = []

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        // A UTF-8 byte order mark is tolerated (editors on Windows write one).
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
    }

    var column: Int { offset - lineStart + 1 }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: column)
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default: return
            }
        }
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        var expectingValue = true
        var root: JSONNode?
        while true {
            skipWhitespace()
            if expectingValue {
                guard offset < bytes.count else {
                    throw error(
                        stack.isEmpty
                            ? "empty document: expected a JSON value" : "unexpected end of input: expected a value")
                }
                let startLine = line
                let startColumn = column
                switch bytes[offset] {
                case UInt8(ascii: "{"):
                    try push(Frame(isObject: true, line: startLine, column: startColumn))
                    skipWhitespace()
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                        offset += 1
                        root = complete(pop())
                        expectingValue = false
                    } else {
                        try readKey()
                    }
                    continue
                case UInt8(ascii: "["):
                    try push(Frame(isObject: false, line: startLine, column: startColumn))
                    skipWhitespace()
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                        offset += 1
                        root = complete(pop())
                        expectingValue = false
                    }
                    continue
                default:
                    let value = try scalar()
                    root = complete(JSONNode(value, line: startLine, column: startColumn))
                    expectingValue = false
                }
            } else {
                if stack.isEmpty {
                    guard offset == bytes.count else { throw error("unexpected text after the JSON value") }
                    return root!
                }
                guard offset < bytes.count else { throw error("unexpected end of input: a '\(closer)' is missing") }
                let byte = bytes[offset]
                if byte == UInt8(ascii: ",") {
                    offset += 1
                    if stack[stack.count - 1].isObject { try readKey() }
                    expectingValue = true
                } else if byte == closerByte {
                    offset += 1
                    root = complete(pop())
                } else {
                    throw error("expected ',' or '\(closer)', found '\(Unicode.Scalar(byte))'")
                }
            }
        }
    }

    var closerByte: UInt8 {
        stack[stack.count - 1].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    }

    var closer: String { String(Unicode.Scalar(closerByte)) }

    mutating func push(_ frame: Frame) throws(JSONSyntaxError) {
        guard stack.count < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
        offset += 1
        stack.append(frame)
    }

    mutating func pop() -> JSONNode {
        let frame = stack.removeLast()
        return JSONNode(
            frame.isObject ? .object(frame.members) : .array(frame.items), line: frame.line, column: frame.column)
    }

    /// Attaches a finished value to the container being built; returns it when it is the root.
    mutating func complete(_ node: JSONNode) -> JSONNode? {
        let top = stack.count - 1
        guard top >= 0 else { return node }
        if stack[top].isObject {
            stack[top].members.append(
                JSONMember(
                    key: stack[top].key, keyLine: stack[top].keyLine, keyColumn: stack[top].keyColumn, value: node))
        } else {
            stack[top].items.append(node)
        }
        return nil
    }

    /// Reads `"key" :` into the object on top of the stack.
    mutating func readKey() throws(JSONSyntaxError) {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
            throw error(offset < bytes.count ? "expected a quoted key" : "unexpected end of input: expected a key")
        }
        let keyLine = line
        let keyColumn = column
        let key = try string()
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
            throw error("expected ':' after key \"\(key)\"")
        }
        offset += 1
        let top = stack.count - 1
        stack[top].key = key
        stack[top].keyLine = keyLine
        stack[top].keyColumn = keyColumn
    }

    mutating func scalar() throws(JSONSyntaxError) -> JSONNode.Value {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default:
            throw error("unexpected character '\(Unicode.Scalar(byte))': expected a JSON value")
        }
    }

    mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        guard offset + expected.count <= bytes.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            throw error("invalid literal: expected '\(word)'")
        }
        offset += expected.count
    }

    mutating func number() throws(JSONSyntaxError) -> Double {
        let start = offset
        func digits() -> Int {
            let from = offset
            while offset < bytes.count, bytes[offset] >= 0x30, bytes[offset] <= 0x39 { offset += 1 }
            return offset - from
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let intStart = offset
        let intDigits = digits()
        guard intDigits > 0 else { throw error("invalid number: a digit must follow '-'") }
        if intDigits > 1, bytes[intStart] == UInt8(ascii: "0") {
            offset = intStart
            throw error("invalid number: leading zero")
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw error("invalid number: a digit must follow '.'") }
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard digits() > 0 else { throw error("invalid number: a digit must follow the exponent") }
        }
        if let exact = fastDouble(start, offset) { return exact }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        return Double(text) ?? .nan
    }

    /// The value of the number spelled by `bytes[start..<end]` (already validated), when
    /// it can be computed exactly without text: at most 15 significant digits and a
    /// power of ten up to 22, where one multiplication or division of exact doubles is
    /// correctly rounded (Clinger's fast path). Nil otherwise; `Double(String)` decides.
    func fastDouble(_ start: Int, _ end: Int) -> Double? {
        var index = start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var seenPoint = false
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if byte >= 0x30, byte <= 0x39 {
                if mantissa != 0 || byte != 0x30 { digits += 1 }
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - 0x30)
                if seenPoint { scale -= 1 }
            } else {
                break  // an exponent
            }
            index += 1
        }
        if index < end {
            index += 1  // 'e' or 'E'
            var exponentNegative = false
            if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var exponent = 0
            while index < end {
                exponent = exponent * 10 + Int(bytes[index] - 0x30)
                guard exponent < 1000 else { return nil }
                index += 1
            }
            scale += exponentNegative ? -exponent : exponent
        }
        guard scale >= -22, scale <= 22 else { return mantissa == 0 ? (negative ? -0.0 : 0.0) : nil }
        var value = Double(mantissa)
        if scale < 0 {
            value /= JSONScanner.powersOfTen[-scale]
        } else if scale > 0 {
            value *= JSONScanner.powersOfTen[scale]
        }
        return negative ? -value : value
    }

    static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    mutating func string() throws(JSONSyntaxError) -> String {
        offset += 1  // opening quote
        var scalars: [UInt8] = []
        var runStart = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                defer { offset += 1 }
                // Most strings have no escape: decode them straight from the input.
                if scalars.isEmpty { return String(decoding: bytes[runStart..<offset], as: UTF8.self) }
                scalars.append(contentsOf: bytes[runStart..<offset])
                return String(decoding: scalars, as: UTF8.self)
            }
            if byte < 0x20 {
                throw error(
                    byte == 0x0A
                        ? "unterminated string: a line break inside a string"
                        : "control character in a string must be escaped")
            }
            if byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: bytes[runStart..<offset])
                try escape(into: &scalars)
                runStart = offset
                continue
            }
            offset += 1
        }
        throw error("unterminated string")
    }

    mutating func escape(into output: inout [UInt8]) throws(JSONSyntaxError) {
        offset += 1
        guard offset < bytes.count else { throw error("unterminated string") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800...0xDBFF).contains(code), offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                bytes[offset + 1] == UInt8(ascii: "u")
            {
                offset += 2
                let low = try hex4()
                if (0xDC00...0xDFFF).contains(low) { code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) }
            }
            let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            output.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            offset -= 2
            throw error("invalid escape '\\\(Unicode.Scalar(byte))'")
        }
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("invalid \\u escape: four hex digits expected") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexValue(bytes[offset]) else {
                throw error("invalid \\u escape: four hex digits expected")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}
