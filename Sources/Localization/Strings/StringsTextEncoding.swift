import Diagnostics

/// The encodings Xcode accepts for a `.strings` file, as `DecodedText` detects them (a byte
/// order mark, else UTF-16 when the first character is two bytes, one NUL, else UTF-8),
/// named so that the file is written back in the same encoding, with the same BOM or none.
public enum StringsTextEncoding: String, Sendable {
    case utf8 = "UTF-8"
    case utf8BOM = "UTF-8 (BOM)"
    case utf16LE = "UTF-16LE"
    case utf16BE = "UTF-16BE"
    case utf16LENoBOM = "UTF-16LE (no BOM)"
    case utf16BENoBOM = "UTF-16BE (no BOM)"

    public init(_ detection: DecodedText.Detection) {
        switch (detection.encoding, detection.hasByteOrderMark) {
        case (.utf8, false): self = .utf8
        case (.utf8, true): self = .utf8BOM
        case (.utf16LittleEndian, true): self = .utf16LE
        case (.utf16BigEndian, true): self = .utf16BE
        case (.utf16LittleEndian, false): self = .utf16LENoBOM
        case (.utf16BigEndian, false): self = .utf16BENoBOM
        }
    }

    public static func detect(_ bytes: [UInt8]) -> StringsTextEncoding {
        StringsTextEncoding(DecodedText.detect(bytes))
    }

    var bom: [UInt8] {
        switch self {
        case .utf8BOM: [0xEF, 0xBB, 0xBF]
        case .utf16LE: [0xFF, 0xFE]
        case .utf16BE: [0xFE, 0xFF]
        default: []
        }
    }

    var isUTF16: Bool { self != .utf8 && self != .utf8BOM }
    var isLittleEndian: Bool { self == .utf16LE || self == .utf16LENoBOM }

    /// The text as scalars, and whether every byte decoded (false: an invalid sequence was
    /// replaced by U+FFFD, so the file cannot be rewritten byte for byte).
    public static func decode(_ text: DecodedText) -> (scalars: [Unicode.Scalar], lossless: Bool) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        var decoder = UTF8()
        var iterator = text.utf8.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return (scalars, text.failure == nil)
            case .error: scalars.append("\u{FFFD}")
            }
        }
    }

    /// The bytes of `scalars` in this encoding, with its BOM.
    public func encode<S: Sequence>(_ scalars: S) -> [UInt8] where S.Element == Unicode.Scalar {
        var bytes = bom
        for scalar in scalars {
            if isUTF16 {
                for unit in UTF16.encode(scalar)! {
                    if isLittleEndian {
                        bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
                    } else {
                        bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
                    }
                }
            } else {
                bytes += Array(String(scalar).utf8)
            }
        }
        return bytes
    }
}
