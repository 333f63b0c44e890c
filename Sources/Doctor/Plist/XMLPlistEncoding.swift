import Foundation

/// An XML plist's bytes as UTF-8, as Xcode and plistlib read them: a UTF-8 byte order mark is
/// dropped; UTF-16 (with a byte order mark, or without one when the text starts with `<`) is
/// converted, and its declaration's `encoding="UTF-16"` said as UTF-8 so the parser agrees.
/// Lines stay where they were; columns count characters of the converted text.
enum XMLPlistEncoding {
    enum Failure: Error {
        case invalidUTF16(bigEndian: Bool)
    }

    static func utf8(_ bytes: [UInt8]) -> Result<[UInt8], Failure> {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .success(Array(bytes.dropFirst(3))) }
        let bigEndian: Bool
        var body = bytes[...]
        if bytes.starts(with: [0xFF, 0xFE]) {
            bigEndian = false
            body = body.dropFirst(2)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            bigEndian = true
            body = body.dropFirst(2)
        } else if bytes.starts(with: [0x3C, 0x00]) {
            bigEndian = false
        } else if bytes.starts(with: [0x00, 0x3C]) {
            bigEndian = true
        } else {
            return .success(bytes)
        }
        guard body.count % 2 == 0,
            let text = String(data: Data(body), encoding: bigEndian ? .utf16BigEndian : .utf16LittleEndian)
        else { return .failure(.invalidUTF16(bigEndian: bigEndian)) }
        return .success(Array(declaredAsUTF8(text).utf8))
    }

    /// The XML declaration's encoding, now that the text is UTF-8.
    static func declaredAsUTF8(_ text: String) -> String {
        guard text.hasPrefix("<?xml"), let end = text.range(of: "?>") else { return text }
        let declaration = String(text[..<end.upperBound])
        let rewritten = declaration.replacingOccurrences(
            of: #"encoding\s*=\s*(["'])[^"']*\1"#, with: "encoding=\"UTF-8\"", options: .regularExpression)
        return rewritten + text[end.upperBound...]
    }
}

extension XMLPlistEncoding.Failure {
    var message: String {
        switch self {
        case .invalidUTF16(let bigEndian):
            return "starts as UTF-16 \(bigEndian ? "big" : "little")-endian text but is not valid UTF-16"
        }
    }
}
