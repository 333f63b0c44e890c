/// Where the cursor is in a file's markup: in a tag name, an attribute name, the value of
/// attribute X of element Y, or text, with the open elements around it. Found by lexing the
/// text up to the cursor (`MarkupLexer`), so a file that is not well-formed at the cursor,
/// as it is while typing, still has a context.
struct CursorContext {
    enum Place: Equatable {
        /// After `<`: the element name typed so far.
        case elementName
        /// After `</`.
        case closingTag
        /// On an attribute name, or between attributes.
        case attributeName
        /// Inside the value of `attributes[index]`.
        case attributeValue(index: Int)
        /// Between tags (element text), or in nothing markup knows.
        case text
        /// In a comment, CDATA or a declaration: nothing to offer.
        case comment
    }

    let lexer: MarkupLexer
    let offset: Int
    var place: Place = .text
    /// The tag the cursor is in.
    var tag: MarkupLexer.Tag?
    var attributes: [MarkupLexer.Attribute] = []
    /// The start tags of the elements open at the cursor, outermost first.
    var ancestors: [MarkupLexer.Tag] = []
    /// The first start tag of the file.
    var root: MarkupLexer.Tag?
    /// What the completion replaces: the name or value under the cursor, as written so far.
    var word: Range<Int>

    init(_ bytes: [UInt8], offset: Int) {
        lexer = MarkupLexer(bytes)
        let cursor = min(max(offset, 0), bytes.count)
        self.offset = cursor
        word = cursor..<cursor
        var position = 0
        var inSkipped = false
        while !inSkipped,
            let next = lexer.nextTag(
                from: position,
                skipped: { range, closed in
                    if range.lowerBound < cursor, cursor < range.upperBound || !closed { inSkipped = true }
                })
        {
            if inSkipped || next.range.lowerBound >= cursor { break }
            if root == nil, next.kind == .start { root = next }
            let inside = cursor < next.range.upperBound || (!next.isClosed && cursor == next.range.upperBound)
            if inside {
                locate(in: next)
                return
            }
            advanceStack(past: next)
            position = max(next.range.upperBound, next.range.lowerBound + 1)
        }
        place = inSkipped ? .comment : .text
    }

    private mutating func advanceStack(past tag: MarkupLexer.Tag) {
        switch tag.kind {
        case .start:
            if tag.isClosed, !tag.isSelfClosing { ancestors.append(tag) }
        case .end:
            let name = lexer.bytes[tag.nameRange]
            if let open = ancestors.lastIndex(where: { lexer.bytes[$0.nameRange] == name }) {
                ancestors.removeSubrange(open...)
            }
        }
    }

    private mutating func locate(in tag: MarkupLexer.Tag) {
        self.tag = tag
        attributes = lexer.attributes(of: tag)
        if offset <= tag.nameRange.upperBound {
            place = tag.kind == .start ? .elementName : .closingTag
            word = tag.nameRange.lowerBound..<tag.nameRange.upperBound
            return
        }
        for (index, attribute) in attributes.enumerated() {
            if let value = attribute.valueRange, value.lowerBound <= offset, offset <= value.upperBound {
                place = .attributeValue(index: index)
                // An open quote runs on to the next quote in the text: the value typed so far
                // ends at the first space after the cursor.
                var end = offset
                while !attribute.isValueClosed, end < value.upperBound, !MarkupLexer.isSpace(lexer.bytes[end]) {
                    end += 1
                }
                word = value.lowerBound..<(attribute.isValueClosed ? value.upperBound : end)
                return
            }
            if attribute.nameRange.lowerBound <= offset, offset <= attribute.nameRange.upperBound {
                place = .attributeName
                word = attribute.nameRange
                return
            }
        }
        place = .attributeName
    }

    /// The bytes typed before the cursor in `word`.
    var typed: Range<Int> { word.lowerBound..<max(word.lowerBound, offset) }

    /// The cursor's tag is the file's first (or the file has no tag before it).
    var isAtRoot: Bool { root == nil || root?.range == tag?.range }

    var elementName: String? { tag.map { lexer.text($0.nameRange) } }
    var parentName: String? { ancestors.last.map { lexer.text($0.nameRange) } }

    /// The attribute the cursor's value belongs to.
    var valueAttribute: MarkupLexer.Attribute? {
        if case .attributeValue(let index) = place { return attributes[index] }
        return nil
    }

    /// Names of the tag's attributes other than the one under the cursor.
    var otherAttributeNames: Set<String> {
        var names: Set<String> = []
        for attribute in attributes where attribute.nameRange != word && attribute.valueRange != word {
            names.insert(lexer.text(attribute.nameRange))
        }
        return names
    }

    /// The value of `name` on a tag, entities resolved.
    func value(of name: String, on tag: MarkupLexer.Tag) -> String? {
        let attributes = tag.range == self.tag?.range ? self.attributes : lexer.attributes(of: tag)
        return attributes.first { lexer.text($0.nameRange) == name }.flatMap { $0.valueRange.map(lexer.value) }
    }
}
