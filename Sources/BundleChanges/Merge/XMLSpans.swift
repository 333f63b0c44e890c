import Diagnostics
import ModelsXML

/// Byte positions in one XML file, from the located tree's lines and columns: where an
/// element, its start tag, an attribute's value or a token's text sit, so an edit replaces
/// those bytes only and leaves the rest of the file as it was.
struct XMLSpans {
    let bytes: [UInt8]
    /// The offset of each line's first byte (line 1 at index 0).
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The offset of a 1-based line and UTF-8 column.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let offset = lineStarts[line - 1] + column - 1
        return offset <= bytes.count ? offset : nil
    }

    /// The value between the quotes of `attribute` (its located value start, to the quote).
    func valueRange(_ attribute: XMLAttribute) -> Range<Int>? {
        guard let start = offset(line: attribute.valueLine, column: attribute.valueColumn), start > 0 else {
            return nil
        }
        let quote = bytes[start - 1]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        guard let end = bytes[start...].firstIndex(of: quote) else { return nil }
        return start..<end
    }

    /// The whole ` name="value"` of an attribute: from the white space before its name to
    /// its closing quote.
    func attributeRange(_ attribute: XMLAttribute) -> Range<Int>? {
        guard let value = valueRange(attribute), var start = offset(line: attribute.line, column: attribute.column)
        else { return nil }
        while start > 0, Self.isSpace(bytes[start - 1]) { start -= 1 }
        return start..<(value.upperBound + 1)
    }

    /// The end of the start tag of `element`: the offset of its `>` (or of the `/` of `/>`),
    /// and whether the element closes there.
    func startTagEnd(_ element: LocatedElement) -> (offset: Int, selfClosing: Bool)? {
        guard let start = offset(line: element.line, column: element.column), let end = tagEnd(from: start) else {
            return nil
        }
        if bytes[end - 1] == UInt8(ascii: "/") { return (end - 1, true) }
        return (end, false)
    }

    /// The element from its `<` to the end of its end tag (or of `/>`).
    func elementRange(_ element: LocatedElement) -> Range<Int>? {
        guard let start = offset(line: element.line, column: element.column), let tag = startTagEnd(element) else {
            return nil
        }
        if tag.selfClosing { return start..<(tag.offset + 2) }
        guard let close = closingTag(of: element, after: tag.offset + 1) else { return nil }
        return start..<close.upperBound
    }

    /// The text between the start and end tags (a token's text).
    func contentRange(_ element: LocatedElement) -> Range<Int>? {
        guard let tag = startTagEnd(element) else { return nil }
        if tag.selfClosing { return nil }
        guard let close = closingTag(of: element, after: tag.offset + 1) else { return nil }
        return (tag.offset + 1)..<close.lowerBound
    }

    /// The end tag that closes an element whose content starts at `from`: nested tags,
    /// comments and CDATA are skipped.
    private func closingTag(of element: LocatedElement, after from: Int) -> Range<Int>? {
        var depth = 0
        var index = from
        while index < bytes.count {
            guard let next = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
            if starts(next, "<!--") {
                guard let end = find("-->", from: next + 4) else { return nil }
                index = end + 3
            } else if starts(next, "<![CDATA[") {
                guard let end = find("]]>", from: next + 9) else { return nil }
                index = end + 3
            } else if starts(next, "</") {
                guard let end = bytes[next...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                if depth == 0 { return next..<(end + 1) }
                depth -= 1
                index = end + 1
            } else {
                guard let end = tagEnd(from: next) else { return nil }
                if bytes[end - 1] != UInt8(ascii: "/") { depth += 1 }
                index = end + 1
            }
        }
        return nil
    }

    private func tagEnd(from start: Int) -> Int? {
        var quote: UInt8?
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
            index += 1
        }
        return nil
    }

    private func starts(_ at: Int, _ text: String) -> Bool {
        let pattern = Array(text.utf8)
        return at + pattern.count <= bytes.count && Array(bytes[at..<(at + pattern.count)]) == pattern
    }

    private func find(_ text: String, from: Int) -> Int? {
        let pattern = Array(text.utf8)
        var index = from
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], Array(bytes[index..<(index + pattern.count)]) == pattern { return index }
            index += 1
        }
        return nil
    }

    /// The white space that starts the line of `offset` (an element's indentation).
    func indentation(at offset: Int) -> [UInt8] {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < offset, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return Array(bytes[start..<end])
    }

    /// The range of a whole line (or lines) holding `range`, when only white space is around
    /// it: what removing an element on its own lines removes.
    func wholeLines(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        var end = range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0D { end += 1 }
        guard start == 0 || bytes[start - 1] == 0x0A, end == bytes.count || bytes[end] == 0x0A else { return range }
        return start..<min(end + 1, bytes.count)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
}

/// One XML file's bytes, its spans and its located tree (nil when it is not well-formed).
struct ParsedXML {
    let bytes: [UInt8]
    let spans: XMLSpans
    let root: LocatedElement

    /// Nil too for UTF-16: the tree's columns count its UTF-8 text, not the file's bytes.
    init?(_ bytes: [UInt8]?) {
        guard let bytes, !DecodedText.detect(bytes).isUTF16 else { return nil }
        let tree = XMLTree.parse(bytes)
        guard tree.issue == nil, let root = tree.root else { return nil }
        self.bytes = bytes
        spans = XMLSpans(bytes)
        self.root = root
    }
}

/// Edits of one file's bytes, applied together (ranges never overlap: each edits one unit).
struct ByteEdits {
    private var edits: [(range: Range<Int>, bytes: [UInt8])] = []

    mutating func replace(_ range: Range<Int>, with bytes: [UInt8]) { edits.append((range, bytes)) }
    mutating func insert(_ bytes: [UInt8], at offset: Int) { edits.append((offset..<offset, bytes)) }
    var isEmpty: Bool { edits.isEmpty }

    func applied(to original: [UInt8]) -> [UInt8] {
        var out = original
        // From the end, so earlier offsets stay valid; inserts at one offset keep their order
        // and go before a range replaced from there (applied after it, so it never takes them).
        let ordered = edits.enumerated().sorted { a, b in
            let (x, y) = (a.element.range, b.element.range)
            if x.lowerBound != y.lowerBound { return x.lowerBound > y.lowerBound }
            if x.isEmpty != y.isEmpty { return !x.isEmpty }
            return a.offset > b.offset
        }
        for (_, edit) in ordered { out.replaceSubrange(edit.range, with: edit.bytes) }
        return out
    }
}

/// Text as XML writes it in an attribute value or element content.
enum XMLText {
    static func escaped(_ text: String, attribute: Bool) -> [UInt8] {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return Array(out.utf8)
    }
}
