/// Markdown for hovers and completion documentation. Text from the bundle is escaped: it is
/// shown as written, never as markup, links or HTML (a token may hold `<script>` or `*`).
enum Markdown {
    /// `text` as literal Markdown text: every character CommonMark could read as markup is
    /// backslash-escaped, and line breaks stay line breaks (a hard break each).
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        var atLineStart = true
        // Digits so far on this line: `1.` or `1)` after them would start an ordered list.
        var onlyDigits = true
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                out += "\\\n"
                atLineStart = true
                onlyDigits = true
                continue
            }
            let startsList = onlyDigits && !atLineStart && (character == "." || character == ")")
            if specials.contains(character) || startsList || (atLineStart && lineStartSpecials.contains(character)) {
                out.append("\\")
            }
            out.append(character)
            onlyDigits = onlyDigits && character.isASCII && character.isNumber
            atLineStart = false
        }
        return out
    }

    /// `text` as a code span: nothing in it is markup; the fence is longer than any run of
    /// backticks inside, and line breaks become spaces as in any code span.
    static func code(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let flat = String(text.map { $0.isNewline ? " " : $0 })
        let padded = flat.first == "`" || flat.last == "`" || flat.first == " " ? " \(flat) " : flat
        return fence + padded + fence
    }

    /// Characters that are markup wherever they are: emphasis, code, links, images, HTML,
    /// entities, tables, strike-through, escapes, headings.
    private static let specials: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "!", "|", "~", "#"]
    /// Characters that start a list or a heading underline at the start of a line.
    private static let lineStartSpecials: Set<Character> = ["-", "+", "="]
}
