extension String {
    /// The text with every Unicode scalar that `table` names replaced. Works on scalars, not
    /// characters, so the two halves of a CRLF pair are each found. The escaping of each
    /// format (`.strings`, XLIFF, GNU sums lines, workflow commands) is one table.
    public func escaping(_ table: [Unicode.Scalar: String]) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replacement = table[scalar] {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension String {
    /// The text with control characters (C0 but tab, DEL, C1) written as escapes (`\n`,
    /// `\u{1B}`), so a name or value from the input can never break a report line or send
    /// a terminal escape sequence.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isReportControl) else { return self }
        var out = ""
        out.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            guard scalar.isReportControl else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }
}

extension Unicode.Scalar {
    fileprivate var isReportControl: Bool {
        (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value)
    }
}
