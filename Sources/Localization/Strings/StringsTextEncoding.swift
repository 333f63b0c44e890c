/// The encodings Xcode accepts for a `.strings` file, detected the way CoreFoundation does:
/// a byte-order mark first, else UTF-16 when the bytes look like it (every other byte zero),
/// else UTF-8. The same encoding (and BOM) is used to write the file back.
public enum StringsTextEncoding: String, Sendable {
    case utf8 = "UTF-8"
    case utf8BOM = "UTF-8 (BOM)"
    case utf16LE = "UTF-16LE"
    case utf16BE = "UTF-16BE"
    case utf16LENoBOM = "UTF-16LE (no BOM)"
    case utf16BENoBOM = "UTF-16BE (no BOM)"

    public static func detect(_ bytes: [UInt8]) -> StringsTextEncoding {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8BOM }
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16LE }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16BE }
        // An ASCII-heavy UTF-16 file without BOM has a zero in every other byte.
        if bytes.count >= 2, bytes.count % 2 == 0 {
            let sample = bytes.prefix(512)
            var evenZeros = 0
            var oddZeros = 0
            for (index, byte) in sample.enumerated() where byte == 0 {
                if index % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
            }
            let pairs = sample.count / 2
            if oddZeros * 2 > pairs, evenZeros == 0 { return .utf16LENoBOM }
            if evenZeros * 2 > pairs, oddZeros == 0 { return .utf16BENoBOM }
        }
        return .utf8
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
    public func decode(_ bytes: [UInt8]) -> (scalars: [Unicode.Scalar], lossless: Bool) {
        let body = bytes.dropFirst(bom.count)
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(body.count)
        var lossless = true
        if isUTF16 {
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var index = body.startIndex
            while index + 1 < body.endIndex {
                let a = UInt16(body[index])
                let b = UInt16(body[index + 1])
                units.append(isLittleEndian ? a | b << 8 : a << 8 | b)
                index += 2
            }
            if index < body.endIndex { lossless = false }
            if !Self.decode(units, with: UTF16(), into: &scalars) { lossless = false }
        } else {
            if !Self.decode(body, with: UTF8(), into: &scalars) { lossless = false }
        }
        return (scalars, lossless)
    }

    /// Appends the scalars of `units`, U+FFFD for each invalid sequence; false when there was one.
    private static func decode<Codec: UnicodeCodec>(
        _ units: some Sequence<Codec.CodeUnit>, with codec: Codec, into scalars: inout [Unicode.Scalar]
    ) -> Bool {
        var decoder = codec
        var iterator = units.makeIterator()
        var lossless = true
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return lossless
            case .error:
                lossless = false
                scalars.append("\u{FFFD}")
            }
        }
    }

    /// The first byte that is not valid UTF-8, with its line and column (1-based, the column
    /// in bytes), or nil when every byte is.
    public static func firstInvalidUTF8(_ bytes: [UInt8]) -> (offset: Int, line: Int, column: Int, value: UInt8)? {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
                continue
            }
            let length = byte >= 0xF0 && byte <= 0xF4 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 && byte < 0xE0 ? 2 : 0
            guard length > 0, index + length <= bytes.count,
                String(validating: bytes[index..<index + length], as: UTF8.self) != nil
            else {
                return (index, line, index - lineStart + 1, byte)
            }
            index += length
        }
        return nil
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
