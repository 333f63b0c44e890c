/// The elements of a text as written, nested by their tags, from the tolerant lexer: an
/// element left open ends where an enclosing one closes, or at the end of the text, so a file
/// being typed still has an outline.
final class MarkupNode {
    let tag: MarkupLexer.Tag
    /// From the start tag's `<` to the end of its end tag (or where the element stops).
    var range: Range<Int>
    var children: [MarkupNode] = []

    init(_ tag: MarkupLexer.Tag) {
        self.tag = tag
        range = tag.range
    }

    /// The top-level elements of `lexer`'s text.
    static func roots(_ lexer: MarkupLexer) -> [MarkupNode] {
        let top = MarkupNode(
            MarkupLexer.Tag(kind: .start, range: 0..<0, nameRange: 0..<0, isSelfClosing: false, isClosed: true))
        var open = [top]
        var position = 0
        while let tag = lexer.nextTag(from: position) {
            position = max(tag.range.upperBound, tag.range.lowerBound + 1)
            switch tag.kind {
            case .start:
                let node = MarkupNode(tag)
                open[open.count - 1].children.append(node)
                if tag.isClosed, !tag.isSelfClosing { open.append(node) }
            case .end:
                let name = lexer.bytes[tag.nameRange]
                guard let match = open.indices.dropFirst().last(where: { lexer.bytes[open[$0].tag.nameRange] == name })
                else { continue }
                for unclosed in open[(match + 1)...] {
                    unclosed.range = unclosed.range.lowerBound..<tag.range.lowerBound
                }
                open[match].range = open[match].range.lowerBound..<tag.range.upperBound
                open.removeSubrange(match...)
            }
        }
        for unclosed in open.dropFirst() { unclosed.range = unclosed.range.lowerBound..<lexer.bytes.count }
        return top.children
    }
}
