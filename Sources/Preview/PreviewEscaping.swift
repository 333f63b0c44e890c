/// Everything a bundle says reaches a page only through these functions: HTML text and
/// attributes are escaped, CSS values are parsed and rewritten (never copied), and file
/// names become safe names of our own.
enum PreviewEscaping {
    /// Text or a double- or single-quoted attribute value: `& < > " '` escaped; control
    /// characters other than tab and line breaks, which have no place in a page, become U+FFFD.
    static func html(_ text: String) -> String {
        text.escaping(htmlTable)
    }

    private static let htmlTable: [Unicode.Scalar: String] = {
        var table: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
        for value in [0...8, 0xB...0xC, 0xE...0x1F, 0x7F...0x7F].joined() {
            table[Unicode.Scalar(UInt8(value))] = "\u{FFFD}"
        }
        return table
    }()

    /// `#RRGGBB` -> `rgb(r,g,b)`, `#RRGGBBAA` -> `rgba(r,g,b,a)`; nil for anything else, so a
    /// value that is not a colour never reaches CSS.
    static func color(_ value: String?) -> String? {
        guard let bytes = colorBytes(value) else { return nil }
        if bytes.count == 3 { return "rgb(\(bytes[0]),\(bytes[1]),\(bytes[2]))" }
        return "rgba(\(bytes[0]),\(bytes[1]),\(bytes[2]),\(number(Double(bytes[3]) / 255, digits: 3)))"
    }

    /// The 3 (`#RRGGBB`) or 4 (`#RRGGBBAA`) bytes of a colour; nil for anything else.
    static func colorBytes(_ value: String?) -> [Int]? {
        guard let value, value.utf8.first == UInt8(ascii: "#") else { return nil }
        let digits = Array(value.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [Int] = []
        var index = 0
        while index < digits.count {
            guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else { return nil }
            bytes.append(high * 16 + low)
            index += 2
        }
        return bytes
    }

    /// A finite decimal number (`16.0`, `-0.5`, `.5`) within `range`; nil otherwise.
    static func number(_ value: String?, in range: ClosedRange<Double> = -10_000...10_000) -> Double? {
        guard let value, !value.isEmpty,
            value.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D }),
            let number = Double(value), number.isFinite, range.contains(number)
        else { return nil }
        return number
    }

    /// A number as CSS writes it: at most `digits` decimals, no trailing zeros, no exponent.
    static func number(_ value: Double, digits: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.\(digits)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A file or page name made of `A-Z a-z 0-9 . _ -` only, never starting with a dot; a name
    /// that had to change gets a short hash of the original so that two names never collide.
    static func safeName(_ name: String) -> String {
        var safe = ""
        for scalar in name.unicodeScalars {
            let ok = CharacterSetASCII.isAlphanumeric(scalar) || "._-".unicodeScalars.contains(scalar)
            safe.unicodeScalars.append(ok ? scalar : "_")
        }
        if safe == name, !safe.isEmpty, !safe.hasPrefix("."), safe.utf8.count <= 120 { return safe }
        let trimmed = String(safe.trimmingPrefix(".").prefix(80))
        return "x" + fnv1a(name) + "-" + (trimmed.isEmpty ? "file" : trimmed)
    }

    /// Percent-encodes everything but unreserved characters and `/` (for relative links).
    static func url(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, CharacterSetASCII.isAlphanumeric(scalar) || "-._~/".unicodeScalars.contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).zeroPadded(2)
            }
        }
        return out
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        case 0x61...0x66: Int(byte - 0x61 + 10)
        default: nil
        }
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, 12 hex digits: stable across runs and machines.
    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(String(hash, radix: 16).zeroPadded(16).prefix(12))
    }
}

enum CharacterSetASCII {
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
    }
}

extension String {
    func zeroPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
