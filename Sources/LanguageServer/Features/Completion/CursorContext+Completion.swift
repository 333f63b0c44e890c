/// The completion widget.xml and the document models share: by the cursor's place, element
/// names, the element a closing tag closes, attribute names and values, each ranked for what
/// was typed; text and comments get nothing. A feature supplies only the three lists. (The
/// strings files' completion differs: an element name whatever was typed, no closing tag.)
extension CursorContext {
    /// `values` gives the candidates for the value under the cursor and the range they replace
    /// (in widget.xml, one item of a list value): its part before the cursor ranks them.
    func completions(
        elements: () -> [CompletionCandidate], attributes: () -> [CompletionCandidate],
        values: () -> (candidates: [CompletionCandidate], replacing: Range<Int>)
    ) -> [CompletionCandidate] {
        switch place {
        case .elementName:
            return CompletionRanking.rank(elements(), typed: lexer.text(typed))
        case .closingTag:
            return parentName.map { [element($0)] } ?? []
        case .attributeName:
            return CompletionRanking.rank(attributes(), typed: lexer.text(typed))
        case .attributeValue:
            let (candidates, range) = values()
            let typedPart = range.lowerBound..<max(range.lowerBound, offset)
            return CompletionRanking.rank(candidates, typed: lexer.text(typedPart))
        case .text, .comment:
            return []
        }
    }

    /// An element name for the tag at the cursor, replacing from its `<` (`</` in a closing
    /// tag, which it closes): an editor that counts the `<` in the word typed keeps it.
    func element(
        _ name: String, kind: CompletionCandidate.Kind = .element, detail: String? = nil, documentation: String? = nil
    ) -> CompletionCandidate {
        let isClosing = tag?.kind == .end
        let typedName = (isClosing ? "</" : "<") + name
        let ending = isClosing && tag?.isClosed != true ? ">" : ""
        return CompletionCandidate(
            label: name, kind: kind, detail: detail, documentation: documentation, insertText: typedName + ending,
            filterText: typedName, replacing: (tag?.range.lowerBound ?? word.lowerBound)..<word.upperBound)
    }
}
