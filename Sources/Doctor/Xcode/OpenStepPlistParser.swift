/// Reads an old-style (OpenStep) ASCII plist, the format of `project.pbxproj`: `{ key = value; }`,
/// `( a, b, )`, quoted or bare strings, `<hex data>`, and `/* */` or `//` comments. Every key and
/// value keeps its line and UTF-8 column.
public struct OpenStepPlistParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Deeper nesting than any project has is refused rather than recursed into.
    static let maximumDepth = 64

    public static func parse(_ bytes: [UInt8]) -> Result<PlistNode, PlistReadError> {
        var parser = OpenStepPlistParser(bytes: bytes)
        do {
            let root = try parser.value(depth: 0)
            parser.skipTrivia()
            if parser.index < bytes.count {
                throw parser.error("unexpected text after the root value")
            }
            return .success(root)
        } catch let error as PlistReadError {
            return .failure(error)
        } catch {
            return .failure(PlistReadError(message: "\(error)", line: nil, column: nil))
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var column: Int { index - lineStart + 1 }

    private func error(_ message: String) -> PlistReadError {
        PlistReadError(message: message, line: line, column: column)
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance() {
        if bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    advance()
                }
                index = min(index + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    private mutating func expect(_ character: Character) throws {
        skipTrivia()
        guard index < bytes.count, bytes[index] == character.asciiValue! else {
            throw error("expected '\(character)'")
        }
        advance()
    }

    private mutating func value(depth: Int) throws -> PlistNode {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        skipTrivia()
        guard index < bytes.count else { throw error("unexpected end of file") }
        let startLine = line
        let startColumn = column
        switch bytes[index] {
        case UInt8(ascii: "{"):
            advance()
            var entries: [PlistEntry] = []
            while true {
                skipTrivia()
                guard index < bytes.count else { throw error("unterminated dictionary (no '}')") }
                if bytes[index] == UInt8(ascii: "}") {
                    advance()
                    break
                }
                let keyLine = line
                let keyColumn = column
                guard let key = try string() else { throw error("expected a key") }
                try expect("=")
                let item = try value(depth: depth + 1)
                try expect(";")
                entries.append(PlistEntry(key: key, keyLine: keyLine, keyColumn: keyColumn, value: item))
            }
            return PlistNode(.dictionary(entries), line: startLine, column: startColumn)
        case UInt8(ascii: "("):
            advance()
            var items: [PlistNode] = []
            while true {
                skipTrivia()
                guard index < bytes.count else { throw error("unterminated array (no ')')") }
                if bytes[index] == UInt8(ascii: ")") {
                    advance()
                    break
                }
                items.append(try value(depth: depth + 1))
                skipTrivia()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    advance()
                } else if index < bytes.count, bytes[index] != UInt8(ascii: ")") {
                    throw error("expected ',' or ')'")
                }
            }
            return PlistNode(.array(items), line: startLine, column: startColumn)
        case UInt8(ascii: "<"):
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { advance() }
            guard index < bytes.count else { throw error("unterminated data (no '>')") }
            advance()
            return PlistNode(.other, line: startLine, column: startColumn)
        default:
            guard let text = try string() else { throw error("unexpected character") }
            return PlistNode(.string(text), line: startLine, column: startColumn)
        }
    }

    /// A quoted or bare string at the current position, or nil when there is none.
    private mutating func string() throws -> String? {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            advance()
            var output: [UInt8] = []
            while true {
                guard index < bytes.count else { throw error("unterminated string") }
                let current = bytes[index]
                if current == byte {
                    advance()
                    return String(decoding: output, as: UTF8.self)
                }
                if current == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    advance()
                    output += unescape()
                    continue
                }
                output.append(current)
                advance()
            }
        }
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The bytes of the escape after a backslash (the backslash already consumed).
    private mutating func unescape() -> [UInt8] {
        let escaped = bytes[index]
        advance()
        switch escaped {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "U"):
            var digits = ""
            while digits.count < 4, index < bytes.count, Character(Unicode.Scalar(bytes[index])).isHexDigit {
                digits.append(Character(Unicode.Scalar(bytes[index])))
                advance()
            }
            guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else { return [] }
            return Array(String(Character(scalar)).utf8)
        default:
            return [escaped]
        }
    }

    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "_$+/:.-".utf8.contains(byte)
        }
    }
}
