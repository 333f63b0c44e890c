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

    /// What a client without Markdown shows: the Markdown these features write (escapes,
    /// hard breaks, code spans, emphasis, lists) read as text. Escaped characters are
    /// themselves, a code span its content, emphasis marks go, and a line broken inside a list
    /// item goes on indented under it.
    static func plain(_ markdown: String) -> String {
        let characters = Array(markdown)
        var out = ""
        out.reserveCapacity(markdown.utf8.count)
        var index = 0
        var inListItem = characters.starts(with: ["-", " "])
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count:
                let next = characters[index + 1]
                if next == "\n" {
                    out += inListItem ? "\n  " : "\n"
                } else if next.isASCII, next.isPunctuation || next.isSymbol {
                    out.append(next)
                } else {
                    out += "\\" + String(next)
                }
                index += 2
            case "`":
                let fence = run(of: "`", in: characters, at: index)
                guard let close = closingFence(fence, in: characters, after: index + fence) else {
                    out += String(repeating: "`", count: fence)
                    index += fence
                    continue
                }
                var content = characters[(index + fence)..<close]
                if content.count > 1, content.first == " ", content.last == " " {
                    content = content.dropFirst().dropLast()
                }
                out += String(content)
                index = close + fence
            case "*":
                let count = run(of: "*", in: characters, at: index)
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + count < characters.count ? characters[index + count] : " "
                // A run touching a word opens or closes emphasis; one between spaces is a star.
                if before.isWhitespace, after.isWhitespace { out += String(repeating: "*", count: count) }
                index += count
            case "\n":
                out.append(character)
                index += 1
                inListItem = characters[index...].starts(with: ["-", " "])
            default:
                out.append(character)
                index += 1
            }
        }
        return out
    }

    private static func run(of character: Character, in characters: [Character], at start: Int) -> Int {
        var end = start
        while end < characters.count, characters[end] == character { end += 1 }
        return end - start
    }

    /// Where a run of exactly `length` backticks closes a code span opened before `start`.
    private static func closingFence(_ length: Int, in characters: [Character], after start: Int) -> Int? {
        var index = start
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let count = run(of: "`", in: characters, at: index)
            if count == length { return index }
            index += count
        }
        return nil
    }

    /// Characters that are markup wherever they are: emphasis, code, links, images, HTML,
    /// entities, tables, strike-through, escapes, headings.
    private static let specials: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "!", "|", "~", "#"]
    /// Characters that start a list or a heading underline at the start of a line.
    private static let lineStartSpecials: Set<Character> = ["-", "+", "="]
}
