/// The placeholders and markup of a text, as `TranslatorTexts.codes` compares them: the
/// matches, leftmost first, of
/// `%%|%([0-9]+\$)?[-+ #0']*[0-9*.]*(hh|h|ll|l|q|L|z|j|t)?[@dDiuUxXoOfFeEgGcCsSpaA]`
/// `|\{[A-Za-z0-9_]*\}|</?[A-Za-z][^<>]*>|\*\*`, Character by Character as that Swift Regex
/// matches. Scanned by hand: the Regex cost more than every other check of a strings file
/// (its first use alone instantiates the regex runtime). No backtracking is needed: in each
/// branch a shorter run would leave a character that the next step cannot take.
enum PlaceholderCodes {
    static func find(_ text: String) -> [Substring] {
        // `%`, `{`, `<`, `*`: without one of them there is nothing to find.
        guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0x7B || $0 == 0x3C || $0 == 0x2A }) else { return [] }
        var found: [Substring] = []
        var index = text.startIndex
        while index < text.endIndex {
            if let end = match(text, at: index) {
                found.append(text[index..<end])
                index = end
            } else {
                index = text.index(after: index)
            }
        }
        return found
    }

    /// The end of the match starting at `start`, or nil.
    private static func match(_ text: String, at start: String.Index) -> String.Index? {
        let end = text.endIndex
        let next = text.index(after: start)
        switch text[start] {
        case "%":
            if next < end, text[next] == "%" { return text.index(after: next) }
            return printf(text, from: next)
        case "{":
            var index = next
            while index < end, let byte = ascii(text[index]), isWord(byte) { index = text.index(after: index) }
            return index < end && text[index] == "}" ? text.index(after: index) : nil
        case "<":
            var index = next
            if index < end, text[index] == "/" { index = text.index(after: index) }
            guard index < end, let byte = ascii(text[index]), isLetter(byte) else { return nil }
            index = text.index(after: index)
            while index < end, text[index] != "<", text[index] != ">" { index = text.index(after: index) }
            return index < end && text[index] == ">" ? text.index(after: index) : nil
        case "*":
            return next < end && text[next] == "*" ? text.index(after: next) : nil
        default:
            return nil
        }
    }

    /// After `%`: position (`1$`), flags, width and precision, length, conversion.
    private static func printf(_ text: String, from start: String.Index) -> String.Index? {
        let end = text.endIndex
        var index = start
        var digits = start
        while digits < end, let byte = ascii(text[digits]), isDigit(byte) { digits = text.index(after: digits) }
        if digits > start, digits < end, text[digits] == "$" { index = text.index(after: digits) }
        while index < end, let byte = ascii(text[index]), isFlag(byte) { index = text.index(after: index) }
        while index < end, let byte = ascii(text[index]), isDigit(byte) || byte == 0x2A || byte == 0x2E {
            index = text.index(after: index)
        }
        if index < end, let byte = ascii(text[index]) {
            switch byte {
            case UInt8(ascii: "h"), UInt8(ascii: "l"):
                index = text.index(after: index)
                if index < end, ascii(text[index]) == byte { index = text.index(after: index) }
            case UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "j"), UInt8(ascii: "t"):
                index = text.index(after: index)
            default:
                break
            }
        }
        guard index < end, let byte = ascii(text[index]), isConversion(byte) else { return nil }
        return text.index(after: index)
    }

    /// The byte of a one-byte Character (nil for any other, "\r\n" included).
    private static func ascii(_ character: Character) -> UInt8? {
        character.utf8.count == 1 ? character.utf8.first : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    private static func isWord(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte == 0x5F }

    private static func isFlag(_ byte: UInt8) -> Bool { "-+ #0'".utf8.contains(byte) }

    private static func isConversion(_ byte: UInt8) -> Bool { "@dDiuUxXoOfFeEgGcCsSpaA".utf8.contains(byte) }
}
