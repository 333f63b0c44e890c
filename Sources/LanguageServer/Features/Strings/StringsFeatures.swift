import ResourceBundle

/// Strings files (`strings/strings.xml`, `strings.<lang>.xml`): a token id completes to the
/// ids widget.xml and the other strings files have that this file lacks; it hovers with its
/// text in every language, and goes to its line in the other strings files.
enum StringsFeatures {
    static func completions(_ request: FeatureRequest, _ cursor: CursorContext) -> [CompletionCandidate] {
        let typed = cursor.lexer.text(cursor.typed)
        switch cursor.place {
        case .elementName:
            let name: String? =
                switch cursor.parentName {
                case nil: cursor.isAtRoot ? "translations" : nil
                case "translations"?: "token"
                default: nil
                }
            return name.map { [cursor.element($0)] } ?? []
        case .attributeName:
            guard cursor.elementName == "token", !cursor.otherAttributeNames.contains("id") else { return [] }
            return CompletionRanking.rank(
                [CompletionCandidate.attribute("id", detail: nil, withValue: true, replacing: cursor.word)],
                typed: typed)
        case .attributeValue:
            guard isTokenID(cursor) else { return [] }
            return CompletionRanking.rank(missingIDs(request, cursor), typed: typed)
        case .closingTag, .text, .comment:
            return []
        }
    }

    static func hover(_ request: FeatureRequest, _ cursor: CursorContext) -> HoverText? {
        guard isTokenID(cursor), !cursor.word.isEmpty else { return nil }
        let id = cursor.lexer.value(cursor.word)
        let index = FeatureIndex.of(request.context)
        return HoverText(markdown: ReferenceText.token(id, in: request.context, index: index), range: cursor.word)
    }

    static func definitions(_ request: FeatureRequest, _ cursor: CursorContext) -> [DefinitionTarget] {
        guard isTokenID(cursor) else { return [] }
        let id = cursor.lexer.value(cursor.word)
        return (FeatureIndex.of(request.context).tokens[id] ?? []).filter { $0.path != request.path }.map {
            DefinitionTarget(path: $0.path, line: $0.line, column: $0.column)
        }
    }

    /// The cursor is in `<token id="...">`.
    static func isTokenID(_ cursor: CursorContext) -> Bool {
        guard cursor.elementName == "token", let attribute = cursor.valueAttribute else { return false }
        return cursor.lexer.text(attribute.nameRange) == "id"
    }

    /// Ids widget.xml names or another strings file has, that this file's text lacks.
    private static func missingIDs(_ request: FeatureRequest, _ cursor: CursorContext) -> [CompletionCandidate] {
        var present: Set<String> = []
        let lexer = cursor.lexer
        var position = 0
        while let tag = lexer.nextTag(from: position) {
            position = max(tag.range.upperBound, tag.range.lowerBound + 1)
            if tag.range != cursor.tag?.range, lexer.text(tag.nameRange) == "token",
                let id = cursor.value(of: "id", on: tag)
            {
                present.insert(id)
            }
        }
        let index = FeatureIndex.of(request.context)
        var ids = index.tokenOrder
        let known = Set(ids)
        for reference in request.context.widgetModel()?.tokenReferences ?? [] where !known.contains(reference.token) {
            if !ids.contains(reference.token) { ids.append(reference.token) }
        }
        return ids.filter { !present.contains($0) }.map { id in
            let detail = index.defaultText(of: id).map { ReferenceText.summary($0) } ?? "used by widget.xml"
            return CompletionCandidate(
                label: id, kind: .token, detail: detail,
                documentation: ReferenceText.token(id, in: request.context, index: index), replacing: cursor.word)
        }
    }
}
