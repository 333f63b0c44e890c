import ModelsXML
import ResourceBundle

/// Hover and go-to-definition in widget.xml: a token reference (its text in every language,
/// its line in each strings file), a resource name (its densities and sizes, its files), an
/// attribute name (the kind of value it takes).
enum ViewsReferences {
    enum Reference {
        case token(String)
        case resource(String)
    }

    /// The token or resource named under the cursor, and its bytes.
    static func reference(_ request: FeatureRequest, _ cursor: CursorContext) -> (Reference, Range<Int>)? {
        guard let value = ViewsValue(cursor), !value.item.isEmpty else { return nil }
        switch value.kind {
        case .textToken?: return (.token(value.item), value.itemRange)
        case .resource?: return (.resource(value.item), value.itemRange)
        case .content?:
            // No content_type: whichever the name is.
            let index = FeatureIndex.of(request.context)
            if index.tokens[value.item] != nil { return (.token(value.item), value.itemRange) }
            if index.resources[value.item] != nil { return (.resource(value.item), value.itemRange) }
            return nil
        default: return nil
        }
    }

    static func hover(_ request: FeatureRequest, _ cursor: CursorContext) -> HoverText? {
        if case .attributeName = cursor.place { return attributeHover(cursor) }
        guard let (reference, range) = reference(request, cursor) else { return nil }
        let index = FeatureIndex.of(request.context)
        switch reference {
        case .token(let id):
            return HoverText(markdown: ReferenceText.token(id, in: request.context, index: index), range: range)
        case .resource(let name):
            return HoverText(markdown: ReferenceText.resource(name, in: request.context, index: index), range: range)
        }
    }

    static func definitions(_ request: FeatureRequest, _ cursor: CursorContext) -> [DefinitionTarget] {
        guard let (reference, _) = reference(request, cursor) else { return [] }
        let index = FeatureIndex.of(request.context)
        switch reference {
        case .token(let id):
            return (index.tokens[id] ?? []).map { DefinitionTarget(path: $0.path, line: $0.line, column: $0.column) }
        case .resource(let name):
            return (index.resources[name] ?? []).map { DefinitionTarget(path: $0.path, line: 1, column: 1) }
        }
    }

    /// What an attribute takes, from the vocabulary of the file's version.
    private static func attributeHover(_ cursor: CursorContext) -> HoverText? {
        guard let element = cursor.elementName, !cursor.word.isEmpty else { return nil }
        let name = cursor.lexer.text(cursor.word)
        guard let kind = ViewsVocabulary.kind(of: name, on: element, version: ViewsValue.version(cursor)) else {
            return nil
        }
        var text = "\(Markdown.code(name)) on \(Markdown.code("<\(element)>")): \(Markdown.escaped(kind.label))"
        let versions = ViewsVocabulary.versions(knowing: element, attribute: name)
        if !versions.isEmpty {
            text += "\n\nKnown in widget version " + versions.map(Markdown.code).joined(separator: ", ") + "."
        }
        return HoverText(markdown: text, range: cursor.word)
    }
}
