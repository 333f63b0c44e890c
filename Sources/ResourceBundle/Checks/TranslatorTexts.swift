import Diagnostics
import Localization

/// How a translator's slips are seen in a text: sentences, placeholders, white space at the
/// ends, and how a text is quoted in a message (read by the translator rules of `TranslationsRules`).
enum TranslatorTexts {
    /// Two words or more with letters: short texts are cognates and names too often.
    static func isSentence(_ text: String) -> Bool {
        guard text.utf8.isAllASCII else {
            return text.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }.count >= 2
        }
        // ASCII: a Character is a byte (or CR LF, white space like its two bytes), so the words
        // are the runs of non-space bytes, and a letter is A-Z or a-z.
        var words = 0
        var hasLetter = false
        for byte in text.utf8 {
            if isASCIIWhitespace(byte) {
                hasLetter = false
            } else if !hasLetter, (byte | 0x20) >= 0x61, (byte | 0x20) <= 0x7A {
                hasLetter = true
                words += 1
                if words == 2 { return true }
            }
        }
        return false
    }

    /// `Character.isWhitespace` of an ASCII byte: tab, line feed, vertical tab, form feed, CR, space.
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Placeholders and markup, sorted: printf specifiers, `{0}`/`{name}`, tags as text, `**`.
    static func codes(_ text: String) -> [String] {
        PlaceholderCodes.find(text).map(String.init).filter { $0 != "%%" }.sorted()
    }

    static func edges(_ text: String) -> (leading: String, trailing: String) {
        let utf8 = text.utf8
        // A Character that starts with an ASCII byte other than white space is not white space,
        // nor is one that ends with such a byte (only a Prepend scalar, never white space, can
        // join one to what is before it): most texts are settled by their first and last bytes.
        let plainStart = utf8.first.map { $0 < 0x80 && !isASCIIWhitespace($0) } ?? true
        let plainEnd = utf8.last.map { $0 < 0x80 && !isASCIIWhitespace($0) } ?? true
        if plainStart, plainEnd { return ("", "") }
        if utf8.isAllASCII {
            // ASCII: white space Characters are white space bytes (CR LF is two of them).
            var start = utf8.startIndex
            while start < utf8.endIndex, isASCIIWhitespace(utf8[start]) { start = utf8.index(after: start) }
            var end = utf8.endIndex
            while end > utf8.startIndex, isASCIIWhitespace(utf8[utf8.index(before: end)]) {
                end = utf8.index(before: end)
            }
            return (String(text[..<start]), String(text[end...]))
        }
        let leading = plainStart ? "" : String(text.prefix { $0.isWhitespace })
        let trailing = plainEnd ? "" : String(text.reversed().prefix { $0.isWhitespace }.reversed())
        return (leading, trailing)
    }

    static func describe(_ edges: (leading: String, trailing: String)) -> String {
        switch (edges.leading.isEmpty, edges.trailing.isEmpty) {
        case (true, true): "has no white space at either end"
        case (false, true): "starts with \(name(edges.leading))"
        case (true, false): "ends with \(name(edges.trailing))"
        case (false, false): "starts with \(name(edges.leading)) and ends with \(name(edges.trailing))"
        }
    }

    static func name(_ space: String) -> String {
        "'" + space.escaping(["\n": "\\n", "\t": "\\t", "\r": "\\r"]) + "'"
    }

    static func list(_ codes: [String]) -> String {
        codes.isEmpty ? "no placeholders" : codes.map { "'\($0)'" }.joined(separator: " ")
    }

    static func shown(_ text: String) -> String {
        let flat = text.escaping(["\n": "\\n", "\r": "\\r", "\t": "\\t"])
        return flat.count > 60 ? String(flat.prefix(57)) + "..." : flat
    }
}
