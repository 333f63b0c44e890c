import Diagnostics

/// The encodings Xcode accepts for a `.strings` file, as `DecodedText` detects them (a byte
/// order mark, else UTF-16 when the first character is two bytes, one NUL, else UTF-8),
/// named so that the file is written back in the same encoding, with the same BOM or none.
public enum StringsTextEncoding: String, CaseIterable, Sendable {
    case utf8 = "UTF-8"
    case utf8BOM = "UTF-8 (BOM)"
    case utf16LE = "UTF-16LE"
    case utf16BE = "UTF-16BE"
    case utf16LENoBOM = "UTF-16LE (no BOM)"
    case utf16BENoBOM = "UTF-16BE (no BOM)"

    public init(_ detection: DecodedText.Detection) {
        self = Self.allCases.first { $0.detection == detection }!
    }

    public static func detect(_ bytes: [UInt8]) -> StringsTextEncoding {
        StringsTextEncoding(DecodedText.detect(bytes))
    }

    var isUTF16: Bool { detection.isUTF16 }

    /// What `DecodedText` detects in a file of this encoding.
    var detection: DecodedText.Detection {
        switch self {
        case .utf8: .init(encoding: .utf8, hasByteOrderMark: false)
        case .utf8BOM: .init(encoding: .utf8, hasByteOrderMark: true)
        case .utf16LE: .init(encoding: .utf16LittleEndian, hasByteOrderMark: true)
        case .utf16BE: .init(encoding: .utf16BigEndian, hasByteOrderMark: true)
        case .utf16LENoBOM: .init(encoding: .utf16LittleEndian, hasByteOrderMark: false)
        case .utf16BENoBOM: .init(encoding: .utf16BigEndian, hasByteOrderMark: false)
        }
    }

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
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return detection.encode(Array(String(text).utf8))
    }
}
