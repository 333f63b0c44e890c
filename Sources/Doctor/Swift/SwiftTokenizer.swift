/// A small Swift tokenizer: enough of the lexical grammar to find literal configuration without
/// being fooled by comments (nested `/* /* */ */` included), strings that contain code-like text,
/// raw strings (`#"..."#`), multi-line strings (`"""`), and interpolations (`"\(a + "b")"`).
/// Not a parser: it never fails; unterminated constructs end at the end of the file.
public struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Interpolations inside interpolations: past this depth the rest of the file is skipped
    /// rather than recursed into (a hostile file cannot exhaust the stack).
    private var interpolationDepth = 0
    static let maximumInterpolationDepth = 32

    public static func tokens(_ text: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(bytes: Array(text.utf8))
        var tokens: [SwiftToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var column: Int { index - lineStart + 1 }
    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < bytes.count {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    private mutating func skipTrivia() {
        while let byte = peek() {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let current = peek(), current != 0x0A { advance() }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    /// `/* ... */`, nested as Swift nests them.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance(2)
            } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance(2)
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    private mutating func next() -> SwiftToken? {
        skipTrivia()
        guard let byte = peek() else { return nil }
        let start = index
        let startPosition = position
        func token(_ kind: SwiftToken.Kind, literal: SwiftStringLiteral? = nil) -> SwiftToken {
            SwiftToken(
                kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self),
                line: startPosition.line, column: startPosition.column, literal: literal)
        }
        if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isRawStringStart()) {
            let literal = string()
            return token(.string, literal: literal)
        }
        if byte == UInt8(ascii: "`") {
            advance()
            let nameStart = index
            while let current = peek(), current != UInt8(ascii: "`"), current != 0x0A { advance() }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            if peek() == UInt8(ascii: "`") { advance() }
            return SwiftToken(kind: .identifier, text: name, line: startPosition.line, column: startPosition.column)
        }
        if Self.isIdentifierStart(byte) {
            while let current = peek(), Self.isIdentifierPart(current) { advance() }
            return token(.identifier)
        }
        if Self.isDigit(byte) {
            // Digits, `_`, letters (hex, exponent), a `.` before a digit, a sign after an exponent.
            while let current = peek() {
                let fraction = current == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true
                let sign =
                    (current == UInt8(ascii: "-") || current == UInt8(ascii: "+"))
                    && (bytes[index - 1] | 0x20) == UInt8(ascii: "e")
                guard Self.isIdentifierPart(current) || fraction || sign else { break }
                advance()
            }
            return token(.number)
        }
        if Self.operatorCharacters.contains(byte) {
            while let current = peek(), Self.operatorCharacters.contains(current),
                !(current == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")))
            {
                advance()
            }
            return token(.punctuation)
        }
        advance()
        return token(.punctuation)
    }

    private func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    // MARK: String literals

    /// Reads a string literal from its first `#` or `"`.
    private mutating func string() -> SwiftStringLiteral {
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            advance()
        }
        if peek() == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
            advance(3)
            return multiLineString(hashes: hashes)
        }
        advance()
        var literal = LiteralBuilder()
        while let byte = peek() {
            if byte == 0x0A { break }  // unterminated: a single-line string ends at its line
            if byte == UInt8(ascii: "\""), closes(at: index + 1, hashes: hashes) {
                advance(1 + hashes)
                break
            }
            if byte == UInt8(ascii: "\\"), closes(at: index + 1, hashes: hashes) {
                escape(hashes: hashes, into: &literal)
                continue
            }
            literal.append(byte, at: position)
            advance()
        }
        return literal.finish()
    }

    /// True when `hashes` `#` follow at `offset` (the delimiter of a raw string).
    private func closes(at offset: Int, hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { offset + $0 < bytes.count && bytes[offset + $0] == UInt8(ascii: "#") }
    }

    /// A multi-line string: the indentation of the closing delimiter is removed from every line,
    /// and the newlines after the opening and before the closing delimiter are not part of it.
    private mutating func multiLineString(hashes: Int) -> SwiftStringLiteral {
        let closing = closingLine(hashes: hashes)
        while let byte = peek(), byte != 0x0A { advance() }  // the rest of the opening line
        advance()
        var literal = LiteralBuilder()
        var atLineStart = true
        while index < bytes.count {
            if atLineStart {
                if let closing, index >= closing.lineStart {
                    advance(closing.delimiter - index + 3 + hashes)
                    break
                }
                var skipped = 0
                while skipped < (closing?.indent ?? 0), let byte = peek(), byte == 0x20 || byte == 0x09 {
                    advance()
                    skipped += 1
                }
                atLineStart = false
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), closes(at: index + 1, hashes: hashes) {
                if peek(1 + hashes) == 0x0A {  // a line continuation: no newline in the value
                    advance(2 + hashes)
                    atLineStart = true
                    continue
                }
                escape(hashes: hashes, into: &literal)
                continue
            }
            literal.append(byte, at: position)
            advance()
            if byte == 0x0A { atLineStart = true }
        }
        if literal.bytes.last == 0x0A { literal.dropLast() }
        return literal.finish()
    }

    /// The line that closes a multi-line string: where it starts, where its `"""` is, and the
    /// indentation before it.
    private func closingLine(hashes: Int) -> (lineStart: Int, delimiter: Int, indent: Int)? {
        var scan = index
        while scan < bytes.count, bytes[scan] != 0x0A { scan += 1 }
        while scan < bytes.count {
            let start = scan + 1
            var cursor = start
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            if cursor + 2 < bytes.count, bytes[cursor] == UInt8(ascii: "\""), bytes[cursor + 1] == UInt8(ascii: "\""),
                bytes[cursor + 2] == UInt8(ascii: "\""), closes(at: cursor + 3, hashes: hashes)
            {
                return (start, cursor, cursor - start)
            }
            scan = start
            while scan < bytes.count, bytes[scan] != 0x0A { scan += 1 }
        }
        return nil
    }

    /// An escape after `\` (and the raw string's `#`s): a character, `\u{...}`, or an
    /// interpolation, which makes the value unknown.
    private mutating func escape(hashes: Int, into literal: inout LiteralBuilder) {
        let at = position
        advance(1 + hashes)
        guard let byte = peek() else { return }
        advance()
        switch byte {
        case UInt8(ascii: "n"): literal.append(0x0A, at: at)
        case UInt8(ascii: "t"): literal.append(0x09, at: at)
        case UInt8(ascii: "r"): literal.append(0x0D, at: at)
        case UInt8(ascii: "0"): literal.append(0x00, at: at)
        case UInt8(ascii: "u"):
            guard peek() == UInt8(ascii: "{") else { return }
            advance()
            var digits = ""
            while let current = peek(), current != UInt8(ascii: "}"), current != 0x0A {
                digits.append(Character(Unicode.Scalar(current)))
                advance()
            }
            if peek() == UInt8(ascii: "}") { advance() }
            if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                for unit in String(Character(scalar)).utf8 { literal.append(unit, at: at) }
            }
        case UInt8(ascii: "("):
            literal.interpolated = true
            skipInterpolation()
        default:
            literal.append(byte, at: at)
        }
    }

    /// Skips the expression of `\( ... )` up to its closing parenthesis, strings and comments
    /// inside it included.
    private mutating func skipInterpolation() {
        guard interpolationDepth < Self.maximumInterpolationDepth else {
            advance(bytes.count - index)
            return
        }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var depth = 1
        while let token = next() {
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    // MARK: Characters

    static let operatorCharacters = Set("/=-+!*%<>&|^~?".utf8)

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        return letter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}

/// The value of a literal being read, byte by byte with its source position.
private struct LiteralBuilder {
    var bytes: [UInt8] = []
    var positions: [SourcePosition] = []
    var interpolated = false

    mutating func append(_ byte: UInt8, at position: SourcePosition) {
        bytes.append(byte)
        positions.append(position)
    }

    mutating func dropLast() {
        bytes.removeLast()
        positions.removeLast()
    }

    func finish() -> SwiftStringLiteral {
        SwiftStringLiteral(value: interpolated ? nil : String(decoding: bytes, as: UTF8.self), positions: positions)
    }
}
