/// A strict RFC 8259 parser that keeps locations. Iterative (an explicit stack), so a
/// deeply nested document cannot overflow the thread's stack; `maxDepth` bounds it.
/// The document is kept flat (`JSONTape`): no Swift value is built per JSON value.
public struct JSONParser {
    public var maxDepth: Int

    public init(maxDepth: Int = 10_000) {
        self.maxDepth = maxDepth
    }

    public func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        guard bytes.count < Int(UInt32.max) else {
            throw JSONSyntaxError(message: "a JSON document of 4 GiB or more is not supported", line: 1, column: 1)
        }
        var scanner = JSONScanner(bytes: bytes, at: 0)
        scanner.maxDepth = maxDepth
        return try scanner.parseDocument().root
    }
}

struct JSONScanner {
    let bytes: [UInt8]
    var maxDepth = 0
    var offset: Int
    var line = 1
    var lineStart: Int
    /// The rows of the containers still open, innermost last.
    var stack: [Int] = []
    var kinds: [JSONTape.Kind] = []
    var offsets: [UInt32] = []
    var ends: [UInt32] = []
    var lineStarts: [UInt32] = []

    /// A scanner at `offset`; at 0 it skips a UTF-8 byte order mark (editors on Windows
    /// write one), which the first line's columns do not count.
    init(bytes: [UInt8], at offset: Int) {
        self.bytes = bytes
        self.offset = offset
        self.lineStart = offset
        if offset == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            self.offset = 3
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
                lineStarts.append(UInt32(offset))
            default: return
            }
        }
    }

    /// Appends a row that starts here; a container's end is set when it closes.
    mutating func addRow(_ kind: JSONTape.Kind, at start: Int) {
        kinds.append(kind)
        offsets.append(UInt32(start))
        ends.append(UInt32(kinds.count))
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONTape {
        // A row takes at least two bytes of text (`1,`), so this never grows; pages of the
        // reservation that are never written cost no memory.
        let rows = bytes.count / 2 + 2
        kinds.reserveCapacity(rows)
        offsets.reserveCapacity(rows)
        ends.reserveCapacity(rows)
        lineStarts.append(UInt32(lineStart))
        var expectingValue = true
        while true {
            skipWhitespace()
            if expectingValue {
                guard offset < bytes.count else {
                    throw error(
                        stack.isEmpty
                            ? "empty document: expected a JSON value" : "unexpected end of input: expected a value")
                }
                switch bytes[offset] {
                case UInt8(ascii: "{"):
                    try push(.object)
                    skipWhitespace()
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                        offset += 1
                        pop()
                        expectingValue = false
                    } else {
                        try readKey()
                    }
                    continue
                case UInt8(ascii: "["):
                    try push(.array)
                    skipWhitespace()
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                        offset += 1
                        pop()
                        expectingValue = false
                    }
                    continue
                default:
                    try scalar()
                    expectingValue = false
                }
            } else {
                if stack.isEmpty {
                    guard offset == bytes.count else { throw error("unexpected text after the JSON value") }
                    return JSONTape(bytes: bytes, kinds: kinds, offsets: offsets, ends: ends, lineStarts: lineStarts)
                }
                guard offset < bytes.count else { throw error("unexpected end of input: a '\(closer)' is missing") }
                let byte = bytes[offset]
                if byte == UInt8(ascii: ",") {
                    offset += 1
                    if kinds[stack[stack.count - 1]] == .object { try readKey() }
                    expectingValue = true
                } else if byte == closerByte {
                    offset += 1
                    pop()
                } else {
                    throw error("expected ',' or '\(closer)', found '\(Unicode.Scalar(byte))'")
                }
            }
        }
    }

    var closerByte: UInt8 {
        kinds[stack[stack.count - 1]] == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
    }

    var closer: String { String(Unicode.Scalar(closerByte)) }

    mutating func push(_ kind: JSONTape.Kind) throws(JSONSyntaxError) {
        guard stack.count < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
        stack.append(kinds.count)
        addRow(kind, at: offset)
        offset += 1
    }

    /// Closes the innermost container: its end is the next row.
    mutating func pop() {
        ends[stack.removeLast()] = UInt32(kinds.count)
    }

    /// Reads `"key" :` of the object being built.
    mutating func readKey() throws(JSONSyntaxError) {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
            throw error(offset < bytes.count ? "expected a quoted key" : "unexpected end of input: expected a key")
        }
        let start = offset
        try string(decode: false)
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
            var key = JSONScanner(bytes: bytes, at: start)
            throw error("expected ':' after key \"\((try? key.string()) ?? "")\"")
        }
        offset += 1
        addRow(.key, at: start)
    }

    mutating func scalar() throws(JSONSyntaxError) {
        let start = offset
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\""):
            try string(decode: false)
            addRow(.string, at: start)
        case UInt8(ascii: "t"):
            try literal("true")
            addRow(.true, at: start)
        case UInt8(ascii: "f"):
            try literal("false")
            addRow(.false, at: start)
        case UInt8(ascii: "n"):
            try literal("null")
            addRow(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try skipNumber()
            addRow(.number, at: start)
        default:
            throw error("unexpected character '\(Unicode.Scalar(byte))': expected a JSON value")
        }
    }

    mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let count = word.utf8.count
        guard offset + count <= bytes.count, bytes[offset..<offset + count].elementsEqual(word.utf8) else {
            throw error("invalid literal: expected '\(word)'")
        }
        offset += count
    }

    /// The number here, validated (the tape decodes it again when asked).
    mutating func number() throws(JSONSyntaxError) -> Double {
        let start = offset
        try skipNumber()
        if let exact = fastDouble(start, offset) { return exact }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        return Double(text) ?? .nan
    }

    mutating func skipNumber() throws(JSONSyntaxError) {
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

    /// The string here; with `decode` false, only validated (and "" returned).
    @discardableResult
    mutating func string(decode: Bool = true) throws(JSONSyntaxError) -> String {
        offset += 1  // opening quote
        var scalars: [UInt8] = []
        var runStart = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                defer { offset += 1 }
                guard decode else { return "" }
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
                if decode { scalars.append(contentsOf: bytes[runStart..<offset]) }
                try escape(into: &scalars)
                if !decode { scalars.removeAll(keepingCapacity: true) }
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
