extension String {
    /// Appends the text to `out` with every Unicode scalar for which `replacement` gives a
    /// string replaced by it. The one escaping loop of the project: each format (HTML, JSON,
    /// `.strings`, XLIFF, report lines, workflow commands) is a table or a function of a scalar.
    /// Works on scalars, not characters, so the two halves of a CRLF pair are each found.
    public func appendEscaped(to out: inout String, _ replacement: (Unicode.Scalar) -> String?) {
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }

    /// The text with every scalar for which `replacement` gives a string replaced by it.
    public func escaping(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        appendEscaped(to: &out, replacement)
        return out
    }

    /// The text with every Unicode scalar that `table` names replaced.
    public func escaping(_ table: [Unicode.Scalar: String]) -> String {
        escaping { table[$0] }
    }
}

extension String {
    /// The text with control characters (C0 but tab, DEL, C1) written as escapes (`\n`,
    /// `\u{1B}`), so a name or value from the input can never break a report line or send
    /// a terminal escape sequence.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isReportControl) else { return self }
        return escaping { scalar in
            guard scalar.isReportControl else { return nil }
            switch scalar {
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\0": return "\\0"
            default: return scalar.swiftEscape
            }
        }
    }

    /// The text with the five predefined XML entities (`&lt; &gt; &amp; &quot; &apos;`)
    /// decoded, in one pass (`&amp;lt;` is `&lt;`); any other `&` stays as written.
    public var decodingPredefinedXMLEntities: String {
        guard contains("&") else { return self }
        var out = ""
        out.reserveCapacity(utf8.count)
        var rest = self[...]
        while let ampersand = rest.firstIndex(of: "&") {
            out += rest[..<ampersand]
            rest = rest[ampersand...]
            if let (entity, text) = Self.predefinedEntities.first(where: { rest.hasPrefix($0.0) }) {
                out += text
                rest = rest.dropFirst(entity.count)
            } else {
                out += "&"
                rest = rest.dropFirst()
            }
        }
        return out + rest
    }

    private static let predefinedEntities = [
        ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"), ("&quot;", "\""), ("&apos;", "'"),
    ]
}

extension Unicode.Scalar {
    /// The scalar as Swift writes it in a string literal: `\u{1B}` (hex, upper case).
    public var swiftEscape: String {
        "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    }

    fileprivate var isReportControl: Bool {
        (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value)
    }
}
