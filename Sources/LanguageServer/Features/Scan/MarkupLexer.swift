/// Splits the text an editor holds into tags, tolerating what is half typed: an unclosed
/// tag, an unclosed quote, a file cut short. It only finds where tags and attributes are, for
/// the cursor's context; it resolves no entity, loads nothing and decides nothing about the
/// file's validity (the checks parse with ModelsXML's parser).
struct MarkupLexer {
    /// One tag as written: `<name a="v">`, `</name>`, or the part of one typed so far.
    struct Tag {
        enum Kind { case start, end }
        var kind: Kind
        /// From `<` to after `>`, or to where the tag stops when it is not closed.
        var range: Range<Int>
        var nameRange: Range<Int>
        /// `/>`.
        var isSelfClosing: Bool
        /// Ends with `>`; false when the text stops or another tag begins first.
        var isClosed: Bool
    }

    /// One attribute of a start tag.
    struct Attribute {
        var nameRange: Range<Int>
        /// After `=`: the value's bytes, inside the quotes when there are any.
        var valueRange: Range<Int>?
        /// The value has its opening and closing quotes.
        var isQuoted: Bool
        var isValueClosed: Bool
    }

    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next tag that starts at or after `offset`; comments, CDATA, processing
    /// instructions and declarations are stepped over. `skipped` receives their ranges, and
    /// whether each was closed (an unclosed one runs to the end of the text).
    func nextTag(from offset: Int, skipped: (Range<Int>, Bool) -> Void = { _, _ in }) -> Tag? {
        var index = offset
        let count = bytes.count
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if let (end, closed) = endOfSpecial(at: index) {
                skipped(index..<end, closed)
                index = end
                continue
            }
            if let tag = tag(at: index) { return tag }
            index += 1
        }
        return nil
    }

    /// Where a comment, CDATA section, `<?...?>` or `<!...>` starting at `start` ends, and
    /// whether its terminator was found; nil when none starts there.
    func endOfSpecial(at start: Int) -> (Int, Bool)? {
        guard start + 1 < bytes.count else { return nil }
        let next = bytes[start + 1]
        if next == UInt8(ascii: "!") {
            if matches("<!--", at: start) { return end(of: "-->", from: start + 4) }
            if matches("<![CDATA[", at: start) { return end(of: "]]>", from: start + 9) }
            return end(of: ">", from: start + 2)
        }
        if next == UInt8(ascii: "?") { return end(of: "?>", from: start + 2) }
        return nil
    }

    /// The tag starting at `<` at `start`; nil when no name follows (a stray `<`).
    func tag(at start: Int) -> Tag? {
        var index = start + 1
        var kind = Tag.Kind.start
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
            kind = .end
            index += 1
        }
        let nameStart = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        let nameRange = nameStart..<index
        if nameRange.isEmpty, kind == .start, index < bytes.count, !Self.isSpace(bytes[index]) { return nil }
        var tag = Tag(kind: kind, range: start..<index, nameRange: nameRange, isSelfClosing: false, isClosed: false)
        index = attributesEnd(from: index)
        if index < bytes.count, bytes[index] == UInt8(ascii: ">") {
            tag.isClosed = true
            tag.isSelfClosing = index > start && bytes[index - 1] == UInt8(ascii: "/")
            index += 1
        }
        tag.range = start..<index
        return tag
    }

    /// The attributes of a start tag, in order.
    func attributes(of tag: Tag) -> [Attribute] {
        var found: [Attribute] = []
        forEachAttribute(of: tag) { found.append($0) }
        return found
    }

    private func forEachAttribute(of tag: Tag, _ body: (Attribute) -> Void) {
        guard tag.kind == .start else { return }
        _ = attributesEnd(from: tag.nameRange.upperBound, body)
    }

    /// Reads attributes from `offset` to the byte that ends the tag: `>`, a `<` that begins
    /// another tag (this one is unclosed), or the end of the text.
    private func attributesEnd(from offset: Int, _ body: (Attribute) -> Void = { _ in }) -> Int {
        var index = offset
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") { return index }
            guard Self.isNameByte(byte) else {
                index += 1
                continue
            }
            let nameStart = index
            while index < count, Self.isNameByte(bytes[index]) { index += 1 }
            var attribute = Attribute(
                nameRange: nameStart..<index, valueRange: nil, isQuoted: false, isValueClosed: false)
            var look = index
            while look < count, Self.isSpace(bytes[look]) { look += 1 }
            if look < count, bytes[look] == UInt8(ascii: "=") {
                look += 1
                while look < count, Self.isSpace(bytes[look]) { look += 1 }
                if look < count, bytes[look] == UInt8(ascii: "\"") || bytes[look] == UInt8(ascii: "'") {
                    let quote = bytes[look]
                    let valueStart = look + 1
                    var end = valueStart
                    // A `<` cannot be in a value: the quote was left open and another tag begins.
                    while end < count, bytes[end] != quote, bytes[end] != UInt8(ascii: "<") { end += 1 }
                    // A closing quote is followed by a space, `/`, `>` or the end; another byte
                    // means the quote was left open and this one opens the next value: the
                    // value typed so far ends at its line's end.
                    if end < count, bytes[end] == quote, !Self.mayFollowValue(end + 1 < count ? bytes[end + 1] : nil),
                        let lineEnd = bytes[valueStart..<end].firstIndex(of: 0x0A)
                    {
                        end = lineEnd
                    }
                    attribute.isQuoted = true
                    attribute.valueRange = valueStart..<end
                    attribute.isValueClosed = end < count && bytes[end] == quote
                    index = attribute.isValueClosed ? end + 1 : end
                } else {
                    var end = look
                    while end < count, !Self.isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">"),
                        bytes[end] != UInt8(ascii: "<")
                    {
                        end += 1
                    }
                    attribute.valueRange = look..<end
                    attribute.isValueClosed = end > look
                    index = end
                }
            }
            body(attribute)
        }
        return index
    }

    /// The text of a byte range (names, values as written).
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
    }

    /// A value with the five predefined entities and character references resolved (what
    /// the parser would give the checks).
    func value(_ range: Range<Int>) -> String {
        let raw = text(range)
        return raw.contains("&") ? Self.resolvingReferences(raw) : raw
    }

    static func resolvingReferences(_ raw: String) -> String {
        var result = ""
        var rest = Substring(raw)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest[rest.index(after: ampersand)...]
            guard let semicolon = afterAmpersand.prefix(10).firstIndex(of: ";") else {
                result += "&"
                rest = afterAmpersand
                continue
            }
            let name = afterAmpersand[..<semicolon]
            if let resolved = resolve(name) {
                result += resolved
            } else {
                result += "&" + name + ";"
            }
            rest = afterAmpersand[afterAmpersand.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func resolve(_ name: Substring) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let number = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return number.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }

    private func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset + length <= bytes.count else { return false }
        return literal.withUTF8Buffer { literal in
            (0..<length).allSatisfy { bytes[offset + $0] == literal[$0] }
        }
    }

    /// The offset after the first `terminator` from `offset` (true), or the end of the text.
    private func end(of terminator: StaticString, from offset: Int) -> (Int, Bool) {
        var index = offset
        while index < bytes.count {
            if matches(terminator, at: index) { return (index + terminator.utf8CodeUnitCount, true) }
            index += 1
        }
        return (bytes.count, false)
    }

    /// Letters, digits, `_ - . :` and every byte of a non-ASCII character.
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: ":"), 0x80...0xFF:
            true
        default: false
        }
    }

    /// What may come after an attribute's closing quote.
    private static func mayFollowValue(_ byte: UInt8?) -> Bool {
        guard let byte else { return true }
        return isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "?")
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
