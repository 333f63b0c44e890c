import ModelsXML

/// The widget.xml attribute value under the cursor: which attribute of which element, the kind
/// of value the vocabulary of the file's version gives it, and the name under the cursor (one
/// file of a list like `value="a.mp4, b.mp4"`).
struct ViewsValue {
    var element: String
    var attribute: String
    var kind: AttributeKind?
    /// The widget's `version`, read from the root tag of the text.
    var version: String?
    var item: String
    var itemRange: Range<Int>
    /// The value has no quotes yet (`text=`): an insertion adds them.
    var isQuoted: Bool

    init?(_ cursor: CursorContext) {
        guard let attribute = cursor.valueAttribute, let tag = cursor.tag, let element = cursor.elementName
        else { return nil }
        let value = cursor.word
        self.element = element
        self.attribute = cursor.lexer.text(attribute.nameRange)
        isQuoted = attribute.isQuoted
        version = Self.version(cursor)
        var kind = ViewsVocabulary.kind(of: self.attribute, on: element, version: version)
        if case .content? = kind {
            switch cursor.value(of: "content_type", on: tag) {
            case "TEXT_ID": kind = .textToken
            case "RESOURCE_ID": kind = .resource(.image)
            default: break
            }
        }
        self.kind = kind
        if case .resource? = kind {
            itemRange = Self.listItem(in: value, at: cursor.offset, of: cursor.lexer.bytes)
        } else {
            itemRange = value
        }
        item = cursor.lexer.value(itemRange)
    }

    /// The root's `version` (`1.3`, `1.1`), nil when the text has none yet.
    static func version(_ cursor: CursorContext) -> String? {
        guard let root = cursor.root, cursor.lexer.text(root.nameRange) == ViewsVocabulary.rootName else { return nil }
        return cursor.value(of: "version", on: root)
    }

    /// The comma-separated item of `value` that holds `offset`, without the spaces around it.
    static func listItem(in value: Range<Int>, at offset: Int, of bytes: [UInt8]) -> Range<Int> {
        let comma = UInt8(ascii: ",")
        var start = offset
        while start > value.lowerBound, bytes[start - 1] != comma { start -= 1 }
        var end = offset
        while end < value.upperBound, bytes[end] != comma { end += 1 }
        while start < end, MarkupLexer.isSpace(bytes[start]) { start += 1 }
        while end > start, MarkupLexer.isSpace(bytes[end - 1]) { end -= 1 }
        return start..<max(start, end)
    }
}
