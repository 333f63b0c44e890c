/// A file's bytes as text: the one place that decides their encoding, so every reader (XML,
/// `.strings`, plists, the configuration, Swift sources, the lines findings quote) reads the
/// same bytes as the same text.
///
/// - A byte order mark says it: `EF BB BF` UTF-8, `FF FE` UTF-16LE, `FE FF` UTF-16BE; the mark
///   is not part of the text.
/// - Without one, the first character says it: an ASCII character written in two bytes, one
///   of them NUL, is UTF-16 (`<` `00` little-endian, `00` `<` big-endian). Every format read here starts with an ASCII character (`<`, `{`, `"`, `/`,
///   white space, a letter), and UTF-8 text has no NUL. This is libxml2's own test for XML
///   (`3C 00 3F 00`), widened to any first character; four bytes `<` `00 00 00` are UCS-4,
///   not UTF-16, and stay libxml2's to read.
/// - Anything else is UTF-8.
public struct DecodedText: Sendable {
    public enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
    }

    /// What the first bytes say.
    public struct Detection: Sendable, Equatable {
        public var encoding: Encoding
        public var hasByteOrderMark: Bool

        public init(encoding: Encoding, hasByteOrderMark: Bool) {
            self.encoding = encoding
            self.hasByteOrderMark = hasByteOrderMark
        }

        public var isUTF16: Bool { encoding != .utf8 }
        public var byteOrderMarkLength: Int { hasByteOrderMark ? (isUTF16 ? 2 : 3) : 0 }

        /// Why the bytes are taken as this encoding, for a message about them.
        public var reason: String {
            if hasByteOrderMark { return "it starts with a \(encoding.rawValue) byte order mark" }
            if isUTF16 { return "its first character is two bytes, one of them NUL: UTF-16 without a byte order mark" }
            return "text without a byte order mark is UTF-8"
        }
    }

    /// The first bytes that are not text in the detected encoding.
    public struct Failure: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// A byte that starts no UTF-8 sequence, or one cut short (`byte` is its first).
            case invalidUTF8(byte: UInt8)
            /// A UTF-16 surrogate without its other half.
            case unpairedSurrogate(UInt16)
            /// UTF-16 with an odd number of bytes: the last one has no pair.
            case oddByteCount
        }

        public var kind: Kind

        /// What is wrong, in words ("unpaired surrogate 0xD800").
        public var problem: String {
            switch kind {
            case .invalidUTF8(let byte):
                let latin1 = byte >= 0xA0 ? " ('\(Character(Unicode.Scalar(byte)))' in ISO-8859-1)" : ""
                return "byte 0x\(hex(byte))\(latin1) is not UTF-8"
            case .unpairedSurrogate(let unit): return "unpaired surrogate 0x\(hex(unit))"
            case .oddByteCount: return "an odd number of bytes (the last one has no pair)"
            }
        }

        private func hex(_ value: some BinaryInteger) -> String { String(value, radix: 16, uppercase: true) }

        /// Where the bad bytes start in the input (its byte order mark counted).
        public var offset: Int
        /// 1-based; the column counts the bytes of `utf8` from the start of the line (a UTF-8
        /// input's own bytes, its byte order mark not counted), as locations in the text do.
        public var line: Int
        public var column: Int

        public init(kind: Kind, offset: Int, line: Int, column: Int) {
            self.kind = kind
            self.offset = offset
            self.line = line
            self.column = column
        }
    }

    public let detection: Detection
    /// The text in UTF-8, without the byte order mark: a UTF-8 input's own bytes (an invalid
    /// byte kept as it is), a UTF-16 input converted (an unpaired surrogate as U+FFFD, an odd
    /// last byte dropped). Lines are the input's lines. A reader may edit it in place (a plist's
    /// DOCTYPE blanked) as long as the lines stay.
    public var utf8: [UInt8]
    /// The first bytes that are not text, or nil when every byte is.
    public let failure: Failure?

    public var encoding: Encoding { detection.encoding }

    public init(_ bytes: [UInt8]) {
        detection = Self.detect(bytes)
        let start = detection.byteOrderMarkLength
        switch detection.encoding {
        case .utf8:
            utf8 = start == 0 ? bytes : Array(bytes[start...])
            failure = Self.firstInvalidUTF8(bytes, from: start)
        case .utf16LittleEndian, .utf16BigEndian:
            (utf8, failure) = Self.convertUTF16(
                bytes, from: start, littleEndian: detection.encoding == .utf16LittleEndian)
        }
    }

    /// `bytes` with UTF-16 converted to UTF-8, anything else as it is (no copy, a UTF-8 byte
    /// order mark kept): for the scans that count lines and bytes of any file.
    public static func convertingUTF16(_ bytes: [UInt8]) -> [UInt8] {
        detect(bytes).isUTF16 ? DecodedText(bytes).utf8 : bytes
    }

    public static func detect(_ bytes: [UInt8]) -> Detection {
        bytes.withUnsafeBufferPointer { detect($0) }
    }

    public static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> Detection {
        let count = bytes.count
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return Detection(encoding: .utf8, hasByteOrderMark: true)
        }
        if count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            return Detection(encoding: .utf16LittleEndian, hasByteOrderMark: true)
        }
        if count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return Detection(encoding: .utf16BigEndian, hasByteOrderMark: true)
        }
        if count >= 2, !(count >= 4 && bytes[2] == 0 && bytes[3] == 0) {
            if bytes[1] == 0, isTextASCII(bytes[0]) {
                return Detection(encoding: .utf16LittleEndian, hasByteOrderMark: false)
            }
            if bytes[0] == 0, isTextASCII(bytes[1]) {
                return Detection(encoding: .utf16BigEndian, hasByteOrderMark: false)
            }
        }
        return Detection(encoding: .utf8, hasByteOrderMark: false)
    }

    /// A printable ASCII character, tab, line feed or carriage return: what a text starts with.
    private static func isTextASCII(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

extension DecodedText.Detection {
    /// UTF-8 text written in this encoding, with this byte order mark or none: the bytes of a
    /// file detected so (a `.strings` file written back, an open document served as its file).
    public func encode(_ utf8: [UInt8]) -> [UInt8] {
        switch encoding {
        case .utf8:
            return hasByteOrderMark ? [0xEF, 0xBB, 0xBF] + utf8 : utf8
        case .utf16LittleEndian, .utf16BigEndian:
            let little = encoding == .utf16LittleEndian
            var out: [UInt8] = hasByteOrderMark ? (little ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
            out.reserveCapacity(out.count + 2 * utf8.count)
            for unit in String(decoding: utf8, as: UTF8.self).utf16 {
                out += little ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            }
            return out
        }
    }
}
