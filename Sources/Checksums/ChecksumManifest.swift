import Diagnostics

/// One `digest, file` pair read from a sums file, with where each part sits (1-based line,
/// UTF-8 byte column) so findings point at the digest or the name.
public struct ChecksumEntry: Sendable, Equatable {
    public enum Form: String, Sendable {
        /// `HEX  FILE` (`sha256sum`, `shasum -a 256`).
        case gnuText
        /// `HEX *FILE` (`sha256sum -b`).
        case gnuBinary
        /// `SHA256 (FILE) = HEX` (`sha256sum --tag`, BSD `sha256`, `openssl dgst`).
        case bsd
    }

    /// Lower-case hex.
    public var hex: String
    public var fileName: String
    public var form: Form
    public var line: Int
    public var hexColumn: Int
    public var nameColumn: Int
}

/// A line that is not a SHA-256 line: where, and why.
public struct MalformedChecksumLine: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var reason: String
}

/// A sums file, parsed leniently the way `sha256sum -c` reads one: GNU text and binary lines,
/// BSD tagged lines (also OpenSSL's `SHA2-256(FILE)= HEX`), mixed in one file; blank lines and
/// `#` comments skipped; CRLF line ends accepted; GNU's backslash-escaped names decoded.
public struct ChecksumManifest: Sendable {
    public var entries: [ChecksumEntry] = []
    public var malformed: [MalformedChecksumLine] = []

    public static let hexLength = 64

    public init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public init(bytes: [UInt8]) {
        var lineNumber = 0
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Array(rawLine)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            switch ChecksumManifest.parseLine(line, number: lineNumber) {
            case .skip: break
            case .entry(let entry): entries.append(entry)
            case .malformed(let problem): malformed.append(problem)
            }
        }
    }

    enum LineResult {
        case skip
        case entry(ChecksumEntry)
        case malformed(MalformedChecksumLine)
    }

    static func parseLine(_ line: [UInt8], number: Int) -> LineResult {
        let firstNonBlank = line.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        guard let start = firstNonBlank else { return .skip }
        if line[start] == UInt8(ascii: "#") { return .skip }
        func malformed(_ offset: Int, _ reason: String) -> LineResult {
            .malformed(MalformedChecksumLine(line: number, column: offset + 1, reason: reason))
        }
        // GNU marks a name holding a backslash or a newline with a leading backslash.
        let escaped = line[start] == UInt8(ascii: "\\")
        let body = escaped ? start + 1 : start
        if let bsd = parseBSD(line, from: body, number: number, escaped: escaped) { return bsd }
        let hexEnd = line[body...].firstIndex { !isHexDigit($0) } ?? line.count
        let hexCount = hexEnd - body
        let tokenEnd = line[body...].firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ?? line.count
        if hexCount == 0 || hexEnd < tokenEnd {
            return malformed(start, "not a checksum line: expected 'HEX  FILE', 'HEX *FILE' or 'SHA256 (FILE) = HEX'")
        }
        if hexCount != hexLength {
            return malformed(body, wrongLengthReason(hexCount))
        }
        guard hexEnd + 2 <= line.count, line[hexEnd] == UInt8(ascii: " "),
            line[hexEnd + 1] == UInt8(ascii: " ") || line[hexEnd + 1] == UInt8(ascii: "*")
        else {
            return malformed(
                hexEnd, "expected two spaces (text mode) or ' *' (binary mode) between the digest and the file name")
        }
        let nameStart = hexEnd + 2
        guard nameStart < line.count else { return malformed(nameStart, "the file name is missing after the digest") }
        guard let name = decodeName(Array(line[nameStart...]), escaped: escaped) else {
            return malformed(
                nameStart, "bad escape in a backslash-escaped file name (only \\\\, \\n and \\r are allowed)")
        }
        return .entry(
            ChecksumEntry(
                hex: String(decoding: line[body..<hexEnd], as: UTF8.self).lowercased(), fileName: name,
                form: line[hexEnd + 1] == UInt8(ascii: "*") ? .gnuBinary : .gnuText,
                line: number, hexColumn: body + 1, nameColumn: nameStart + 1))
    }

    /// `ALGO (FILE) = HEX` and `ALGO(FILE)= HEX`; nil when the line does not have that shape.
    private static func parseBSD(_ line: [UInt8], from body: Int, number: Int, escaped: Bool) -> LineResult? {
        var index = body
        while index < line.count, isAlphanumeric(line[index]) || line[index] == UInt8(ascii: "-") { index += 1 }
        let algorithmEnd = index
        guard algorithmEnd > body else { return nil }
        if index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
        guard index < line.count, line[index] == UInt8(ascii: "(") else { return nil }
        let algorithm = String(decoding: line[body..<algorithmEnd], as: UTF8.self)
        // A GNU line whose name starts with '(' has two spaces or '*' after 64 hex digits.
        if algorithm.utf8.count == hexLength, algorithm.utf8.allSatisfy(isHexDigit) { return nil }
        let nameStart = index + 1
        // The name ends at the last ')' followed by '= ' and hex digits to the end.
        var digestStart: Int?
        var nameEnd = -1
        var search = line.count - 1
        while search > nameStart - 1 {
            if line[search] == UInt8(ascii: ")") {
                var cursor = search + 1
                if cursor < line.count, line[cursor] == UInt8(ascii: " ") { cursor += 1 }
                if cursor < line.count, line[cursor] == UInt8(ascii: "=") {
                    cursor += 1
                    while cursor < line.count, line[cursor] == UInt8(ascii: " ") { cursor += 1 }
                    if line[cursor...].allSatisfy(isHexDigit) {
                        digestStart = cursor
                        nameEnd = search
                        break
                    }
                }
            }
            search -= 1
        }
        func malformed(_ offset: Int, _ reason: String) -> LineResult {
            .malformed(MalformedChecksumLine(line: number, column: offset + 1, reason: reason))
        }
        guard let digestStart else {
            return malformed(nameStart, "a tagged line must read '\(algorithm) (FILE) = HEX'")
        }
        let normalized = algorithm.uppercased().replacingOccurrences(of: "-", with: "")
        guard normalized == "SHA256" || normalized == "SHA2256" else {
            return malformed(body, "unsupported algorithm '\(algorithm)': only SHA-256 is verified")
        }
        let hexCount = line.count - digestStart
        if hexCount != hexLength {
            return malformed(
                digestStart, hexCount == 0 ? "the digest is missing after '='" : wrongLengthReason(hexCount))
        }
        guard nameEnd > nameStart, let name = decodeName(Array(line[nameStart..<nameEnd]), escaped: escaped) else {
            return malformed(
                nameStart,
                nameEnd > nameStart ? "bad escape in a backslash-escaped file name" : "the file name is empty")
        }
        return .entry(
            ChecksumEntry(
                hex: String(decoding: line[digestStart...], as: UTF8.self).lowercased(), fileName: name, form: .bsd,
                line: number, hexColumn: digestStart + 1, nameColumn: nameStart + 1))
    }

    static func wrongLengthReason(_ count: Int) -> String {
        let known = [32: "MD5", 40: "SHA-1", 56: "SHA-224", 96: "SHA-384", 128: "SHA-512"]
        if let name = known[count] { return "a \(count)-digit digest is \(name), not SHA-256 (64 hex digits)" }
        return "expected 64 hex digits, found \(count)"
    }

    static func decodeName(_ bytes: [UInt8], escaped: Bool) -> String? {
        guard escaped else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                continue
            }
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): out.append(UInt8(ascii: "\r"))
            default: return nil
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// True for exactly 64 hex digits, either case (what `--sha256` accepts).
    public static func isSHA256Hex(_ text: String) -> Bool {
        text.utf8.count == hexLength && text.utf8.allSatisfy(isHexDigit)
    }
}

/// Lines as `sha256sum` prints them, so its `-c` (and ours) read them back.
public enum ChecksumLine {
    /// `HEX  FILE`, or `\HEX  ESCAPED` when the name holds a backslash or a line break.
    public static func gnu(hex: String, name: String) -> String {
        let (prefix, shown) = escape(name)
        return "\(prefix)\(hex)  \(shown)"
    }

    /// `SHA256 (FILE) = HEX`, escaped the same way.
    public static func bsd(hex: String, name: String) -> String {
        let (prefix, shown) = escape(name)
        return "\(prefix)SHA256 (\(shown)) = \(hex)"
    }

    /// GNU's rule: escape `\`, LF and CR, and mark the line with a leading backslash.
    public static func escape(_ name: String) -> (prefix: String, name: String) {
        guard name.contains(where: { $0 == "\\" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
            return ("", name)
        }
        return ("\\", name.escaping(["\\": "\\\\", "\n": "\\n", "\r": "\\r"]))
    }
}
