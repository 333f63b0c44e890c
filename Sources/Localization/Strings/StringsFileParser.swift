import Diagnostics

/// Parses a `.strings` file the way Xcode (CoreFoundation's old-style property list reader)
/// accepts it: `"key" = "value";`, unquoted keys and values, `"key";` (value = key), `/* */`
/// and `//` comments, escapes `\" \\ \n \t \r \a \b \f \v \Uxxxx \uxxxx` and octal `\012`.
///
/// Unlike CoreFoundation it does not stop at the first error: it reports it with line and
/// column (as `plutil -lint` does) and resynchronises, so one run shows every problem. Keys
/// after the first error are kept but marked not effective: iOS loses them.
public struct StringsFileParser {
    /// The parsed file, with what an editor needs to rewrite it byte for byte.
    public struct Result: Sendable {
        public var table: LocalizableTable
        public var encoding: StringsTextEncoding
        /// The decoded text.
        public var scalars: [Unicode.Scalar]
        /// False when the bytes were not valid in their encoding.
        public var lossless: Bool
        /// For each entry, the scalar range of its value token (quotes included).
        public var valueRanges: [Range<Int>]
    }

    public init() {}

    public func parse(_ bytes: [UInt8], language: String, path: String) -> Result {
        let text = DecodedText(bytes)
        let encoding = StringsTextEncoding(text.detection)
        let (scalars, lossless) = StringsTextEncoding.decode(text)
        var scanner = Scanner(scalars: scalars, utf16: encoding.isUTF16, lossless: lossless)
        scanner.run()
        var issues = scanner.issues
        var entries = scanner.entries
        if !lossless {
            issues.insert(Self.encodingIssue(text, encoding), at: 0)
            // Refused whole: none of its keys reach the app, so none counts as translated.
            for index in entries.indices { entries[index].isEffective = false }
        } else if let first = scanner.firstErrorOffset {
            for index in entries.indices where scanner.statementStarts[index] >= first {
                entries[index].isEffective = false
            }
        }
        let table = LocalizableTable(
            language: language, path: path, format: .strings, encoding: encoding.rawValue, entries: entries,
            syntaxIssues: issues)
        return Result(
            table: table, encoding: encoding, scalars: scalars, lossless: lossless, valueRanges: scanner.valueRanges)
    }

    /// Bytes that are not text in their encoding: where the first one is, what it is, and the
    /// fix (a UTF-8 file with such bytes is almost always Latin-1, saved by an old editor).
    static func encodingIssue(_ text: DecodedText, _ encoding: StringsTextEncoding) -> LocalizableSyntaxIssue {
        guard let failure = text.failure, case .invalidUTF8 = failure.kind else {
            return LocalizableSyntaxIssue(
                message: "the file is not valid \(encoding.rawValue): Xcode cannot read it, "
                    + "so none of its keys reach the app", line: 1, column: 1, refusesFile: true)
        }
        return LocalizableSyntaxIssue(
            message: "\(failure.problem): Xcode cannot read the file, so none of its keys "
                + "reach the app; if it is Latin-1, convert it with iconv -f ISO-8859-1 -t UTF-8",
            line: failure.line, column: failure.column, refusesFile: true)
    }
}

/// The hand-written scanner: one pass, positions tracked as line and column: UTF-8 bytes of
/// the file (an invalid byte, decoded as U+FFFD, counts one), or UTF-16 code units in a
/// UTF-16 file, so a column never points past the end of its line.
private struct Scanner {
    let scalars: [Unicode.Scalar]
    let utf16: Bool
    let lossless: Bool
    var index = 0
    var line = 1
    var column = 1
    var entries: [LocalizableEntry] = []
    var statementStarts: [Int] = []
    var valueRanges: [Range<Int>] = []
    var issues: [LocalizableSyntaxIssue] = []
    var firstErrorOffset: Int?

    init(scalars: [Unicode.Scalar], utf16: Bool, lossless: Bool) {
        self.scalars = scalars
        self.utf16 = utf16
        self.lossless = lossless
    }

    struct Position {
        var index: Int
        var line: Int
        var column: Int
    }

    struct Token {
        var text: String
        var start: Position
        var end: Position
    }

    var position: Position { Position(index: index, line: line, column: column) }
    var atEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    func peek(_ offset: Int = 1) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

    mutating func move(to target: Position) {
        index = target.index
        line = target.line
        column = target.column
    }

    mutating func advance() {
        guard let scalar = current else { return }
        index += 1
        if scalar == "\n" || (scalar == "\r" && current != "\n") {
            line += 1
            column = 1
        } else if scalar == "\r" {
            column += 1
        } else if utf16 {
            column += scalar.value < 0x10000 ? 1 : 2
        } else if !lossless, scalar == "\u{FFFD}" {
            column += 1
        } else {
            // UTF-8 length without building a String per character.
            column += scalar.value < 0x80 ? 1 : scalar.value < 0x800 ? 2 : scalar.value < 0x10000 ? 3 : 4
        }
    }

    mutating func error(_ message: String, at place: Position) {
        issues.append(LocalizableSyntaxIssue(message: message, line: place.line, column: place.column))
        if firstErrorOffset == nil { firstErrorOffset = place.index }
    }

    /// Skips blanks and comments; false after reporting an unterminated comment.
    mutating func skipTrivia() -> Bool {
        while let scalar = current {
            if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r"
                || (!scalar.isASCII && (scalar.properties.isWhitespace || scalar == "\u{FEFF}"))
            {
                advance()
            } else if scalar == "/", peek() == "*" {
                let start = position
                advance()
                advance()
                while !atEnd, !(current == "*" && peek() == "/") { advance() }
                if atEnd {
                    error("unterminated comment", at: start)
                    return false
                }
                advance()
                advance()
            } else if scalar == "/", peek() == "/" {
                while let c = current, c != "\n", c != "\r" { advance() }
            } else {
                return true
            }
        }
        return true
    }

    mutating func skipToNextLine() {
        while let c = current, c != "\n", c != "\r" { advance() }
    }

    static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
        // CoreFoundation's unquoted set: ASCII letters and digits and `_$+/:.-`.
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "_$+/:.-".unicodeScalars.contains(scalar))
    }

    func isTokenStart(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar == "\"" || Scanner.isUnquotedCharacter(scalar)
    }

    /// A quoted or unquoted string at the current position, or nil after reporting why not.
    mutating func token(expecting what: String) -> Token? {
        let start = position
        guard let scalar = current else {
            error("unexpected end of file; expected \(what)", at: start)
            return nil
        }
        if scalar == "\"" { return quoted() }
        if Scanner.isUnquotedCharacter(scalar) {
            var text = ""
            while let c = current, Scanner.isUnquotedCharacter(c) {
                // `//` and `/*` start a comment, not part of the word.
                if c == "/", peek() == "/" || peek() == "*" { break }
                text.unicodeScalars.append(c)
                advance()
            }
            return Token(text: text, start: start, end: position)
        }
        error("unexpected character '\(scalar.escaped(asASCII: false))'; expected \(what)", at: start)
        return nil
    }

    mutating func quoted() -> Token? {
        let start = position
        advance()
        var text = ""
        while let scalar = current {
            if scalar == "\"" {
                advance()
                return Token(text: text, start: start, end: position)
            }
            if scalar == "\\" {
                let escapeStart = position
                advance()
                guard let next = current else { break }
                advance()
                switch next {
                case "\"", "\\", "'": text.unicodeScalars.append(next)
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                case "a": text += "\u{07}"
                case "b": text += "\u{08}"
                case "f": text += "\u{0C}"
                case "v": text += "\u{0B}"
                case "\n": text += "\n"
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, let digit = current, digit.properties.isASCIIHexDigit {
                        hex.unicodeScalars.append(digit)
                        advance()
                    }
                    if hex.count == 4, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                        text.unicodeScalars.append(decoded)
                    } else if hex.count == 4, let value = UInt32(hex, radix: 16), (0xD800...0xDBFF).contains(value),
                        current == "\\", peek() == "U" || peek() == "u"
                    {
                        // A surrogate pair written as two escapes: \UD83D\UDE00.
                        let save = position
                        advance()
                        advance()
                        var low = ""
                        while low.count < 4, let digit = current, digit.properties.isASCIIHexDigit {
                            low.unicodeScalars.append(digit)
                            advance()
                        }
                        if low.count == 4, let lowValue = UInt32(low, radix: 16), (0xDC00...0xDFFF).contains(lowValue),
                            let decoded = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (lowValue - 0xDC00))
                        {
                            text.unicodeScalars.append(decoded)
                        } else {
                            move(to: save)
                            error("invalid escape '\\\(next)\(hex)': a lone surrogate", at: escapeStart)
                        }
                    } else {
                        error(
                            "invalid escape '\\\(next)\(hex)': \\\(next) takes exactly four hexadecimal digits",
                            at: escapeStart)
                    }
                case "0"..."7":
                    var octal = String(next)
                    while octal.count < 3, let digit = current, ("0"..."7").contains(digit) {
                        octal.unicodeScalars.append(digit)
                        advance()
                    }
                    if let value = UInt32(octal, radix: 8), let decoded = Unicode.Scalar(value) {
                        text.unicodeScalars.append(decoded)
                    }
                default:
                    error("unknown escape '\\\(next.escaped(asASCII: false))'", at: escapeStart)
                    text.unicodeScalars.append(next)
                }
                continue
            }
            text.unicodeScalars.append(scalar)
            advance()
        }
        error("unterminated string: no closing '\"' before the end of the file", at: start)
        // Resynchronise on the line after the opening quote, so the rest is still checked.
        move(to: start)
        skipToNextLine()
        return nil
    }

    mutating func run() {
        while true {
            guard skipTrivia(), !atEnd else { return }
            let statementStart = position
            guard let key = token(expecting: "a key") else {
                // A failed token either moved to the next line (unterminated string) or not.
                if position.index == statementStart.index { skipToNextLine() }
                continue
            }
            guard skipTrivia() else { return }
            var value: Token
            if current == "=" {
                advance()
                guard skipTrivia() else { return }
                let valueStart = position
                guard let parsed = token(expecting: "a value after '='") else {
                    if position.index == valueStart.index { skipToNextLine() }
                    continue
                }
                value = parsed
                guard skipTrivia() else {
                    record(key, value, statementStart)
                    return
                }
            } else if current == ";" {
                value = key  // `"key";` means the value is the key itself.
            } else {
                if spansLines(key) {
                    unterminated(key)
                } else if atEnd {
                    error("unexpected end of file; expected '=' or ';' after key '\(key.text)'", at: key.end)
                } else {
                    error("expected '=' or ';' after key '\(key.text)'", at: position)
                    skipToNextLine()
                }
                continue
            }
            if current == ";" {
                record(key, value, statementStart)
                advance()
            } else if spansLines(value) {
                unterminated(value)
            } else if atEnd || position.line > value.end.line {
                // The usual slip: a forgotten `;` at the end of a line. Report it where it
                // belongs (just after the value) and carry on as if it were there.
                record(key, value, statementStart)
                error("missing ';' after the value of '\(key.text)'", at: value.end)
            } else {
                record(key, value, statementStart)
                error(
                    "unexpected '\(current!.escaped(asASCII: false))' after the value of '\(key.text)'; expected ';'",
                    at: position)
                skipToNextLine()
            }
        }
    }

    /// A quoted string over several lines that the grammar then rejects: almost always a
    /// string whose closing quote is missing, closed by the next line's opening quote.
    func spansLines(_ token: Token) -> Bool {
        scalars[token.start.index] == "\"" && token.end.line > token.start.line
    }

    mutating func unterminated(_ token: Token) {
        error(
            "unterminated string: its closing '\"' is missing (the string runs on to line \(token.end.line))",
            at: token.start)
        move(to: token.start)
        skipToNextLine()
    }

    mutating func record(_ key: Token, _ value: Token, _ start: Position) {
        entries.append(
            LocalizableEntry(
                key: key.text, value: value.text, line: key.start.line, column: key.start.column,
                valueLine: value.start.line, valueColumn: value.start.column))
        statementStarts.append(start.index)
        valueRanges.append(value.start.index..<value.end.index)
    }
}
