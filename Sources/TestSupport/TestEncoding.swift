import Foundation

/// The encodings the readers take a text file in, for tests that read one text every way:
/// UTF-8 with and without a byte order mark, UTF-16 in either byte order with and without one.
public enum TestEncoding: String, CaseIterable, Sendable {
    case utf8 = "UTF-8"
    case utf8BOM = "UTF-8 with BOM"
    case utf16LE = "UTF-16LE with BOM"
    case utf16BE = "UTF-16BE with BOM"
    case utf16LENoBOM = "UTF-16LE without BOM"
    case utf16BENoBOM = "UTF-16BE without BOM"

    public var isUTF16: Bool { self != .utf8 && self != .utf8BOM }
    public var hasByteOrderMark: Bool { self == .utf8BOM || self == .utf16LE || self == .utf16BE }

    /// `text` in this encoding.
    public func bytes(_ text: String) -> [UInt8] {
        switch self {
        case .utf8: Array(text.utf8)
        case .utf8BOM: [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case .utf16LE: [0xFF, 0xFE] + Self.utf16(text, littleEndian: true)
        case .utf16BE: [0xFE, 0xFF] + Self.utf16(text, littleEndian: false)
        case .utf16LENoBOM: Self.utf16(text, littleEndian: true)
        case .utf16BENoBOM: Self.utf16(text, littleEndian: false)
        }
    }

    /// An XML text as a tool saving it in this encoding writes it: a declaration of UTF-8 says
    /// UTF-16 in UTF-16.
    public func xml(_ text: String) -> String {
        isUTF16 ? text.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"") : text
    }

    private static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
    }
}
