/// The bytes of a configuration file as UTF-8: a UTF-8 BOM is dropped, and UTF-16 (what
/// Windows editors and PowerShell's `>` write) is converted, with or without its BOM. Lines
/// stay the same; columns then count the UTF-8 bytes of the converted text.
enum ConfigurationText {
    struct Refusal: Error {
        var message: String
    }

    static func utf8(_ bytes: [UInt8]) throws(Refusal) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        var littleEndian: Bool
        var body = bytes[...]
        if bytes.starts(with: [0xFF, 0xFE]) {
            littleEndian = true
            body = body.dropFirst(2)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            littleEndian = false
            body = body.dropFirst(2)
        } else if bytes.count >= 2, bytes[0] != 0, bytes[1] == 0 {
            littleEndian = true  // "{" then a zero byte: UTF-16LE without a BOM
        } else if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 {
            littleEndian = false
        } else {
            return bytes
        }
        guard body.count % 2 == 0 else {
            throw Refusal(message: "UTF-16 with an odd number of bytes: save it as UTF-8")
        }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index < body.endIndex {
            let first = UInt16(body[index])
            let second = UInt16(body[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        var scalars = String.UnicodeScalarView()
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break loop
            case .error: throw Refusal(message: "UTF-16 with an unpaired surrogate: save it as UTF-8")
            }
        }
        return Array(String(scalars).utf8)
    }
}
