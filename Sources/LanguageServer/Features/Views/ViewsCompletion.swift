import ModelsXML
import ResourceBundle

/// Completion in widget.xml, from the vocabulary of the file's version (`ViewsVocabulary`,
/// learnt from the real widgets) and the bundle: element names, attribute names, values of
/// enumerations, colours in use, token ids, resource file names.
enum ViewsCompletion {
    static func candidates(_ request: FeatureRequest, _ cursor: CursorContext) -> [CompletionCandidate] {
        cursor.completions(
            elements: { elements(cursor) }, attributes: { attributes(cursor) },
            values: {
                // In a list of files (`value="a.mp4, b.mp4"`), the one under the cursor.
                guard let value = ViewsValue(cursor) else { return ([], cursor.word) }
                return (values(value, request, cursor), value.itemRange)
            })
    }

    /// The elements the parent takes: `<view>` in the root, UI elements in a view.
    private static func elements(_ cursor: CursorContext) -> [CompletionCandidate] {
        let table = ViewsVocabulary.elements(version: ViewsValue.version(cursor))
        let names: [String]
        switch cursor.parentName {
        case nil: names = cursor.isAtRoot ? [ViewsVocabulary.rootName] : []
        case ViewsVocabulary.rootName?: names = ["view"]
        case "view"?: names = table.keys.filter { $0 != ViewsVocabulary.rootName && $0 != "view" }.sorted()
        default: names = []
        }
        return names.map { name in
            let attributes = (table[name] ?? [:]).keys.sorted()
            return cursor.element(
                name, detail: "\(attributes.count) attributes",
                documentation: attributes.isEmpty
                    ? nil : "Attributes: " + attributes.map(Markdown.code).joined(separator: ", "))
        }
    }

    /// The element's attributes in the version's vocabulary, less those it already has.
    private static func attributes(_ cursor: CursorContext) -> [CompletionCandidate] {
        guard let element = cursor.elementName, cursor.tag?.kind == .start else { return [] }
        let version = ViewsValue.version(cursor)
        let known =
            ViewsVocabulary.elements(version: version)[element] ?? ViewsVocabulary.elements(version: nil)[element]
        let present = cursor.otherAttributeNames
        // Renaming an attribute that has its value: the name alone is replaced.
        let hasValue = cursor.attributes.contains { $0.nameRange == cursor.word && $0.valueRange != nil }
        return (known ?? [:]).filter { !present.contains($0.key) }.sorted { $0.key < $1.key }.map { name, kind in
            CompletionCandidate.attribute(
                name, detail: kind.label, documentation: versionsNote(element, name), withValue: !hasValue,
                replacing: cursor.word)
        }
    }

    /// Which widget versions know the attribute, when not all do.
    private static func versionsNote(_ element: String, _ attribute: String) -> String? {
        let versions = ViewsVocabulary.versions(knowing: element, attribute: attribute)
        guard versions.count < ViewsVocabulary.versions(knowing: element).count else { return nil }
        return "Only in widget version " + versions.map(Markdown.code).joined(separator: ", ") + "."
    }

    private static func values(_ value: ViewsValue, _ request: FeatureRequest, _ cursor: CursorContext)
        -> [CompletionCandidate]
    {
        func candidate(_ label: String, _ kind: CompletionCandidate.Kind, detail: String? = nil, doc: String? = nil)
            -> CompletionCandidate
        {
            CompletionCandidate(
                label: label, kind: kind, detail: detail, documentation: doc,
                insertText: value.isQuoted ? nil : "\"\(label)\"", replacing: value.itemRange)
        }
        let index = FeatureIndex.of(request.context)
        switch value.kind {
        case .enumeration(let words)?, .observedEnumeration(let words)?:
            return words.map { candidate($0, .value) }
        case .boolean?:
            return ["true", "false"].map { candidate($0, .value) }
        case .version?:
            return ViewsVocabulary.versions.map { candidate($0, .value) }
        case .color?:
            return colours(in: cursor).map { colour, count in
                candidate(
                    colour, .colour, detail: "used \(count) time\(count == 1 ? "" : "s") in this file",
                    doc: "A colour `#RRGGBB`, or `#RRGGBBAA` with the alpha last.")
            }
        case .textToken?:
            return tokens(index, request, candidate)
        case .resource(let kind)?:
            return resources(kind, index, candidate)
        case .content?:
            return tokens(index, request, candidate) + resources(.image, index, candidate)
        default:
            return []
        }
    }

    private static func tokens(
        _ index: FeatureIndex, _ request: FeatureRequest,
        _ candidate: (String, CompletionCandidate.Kind, String?, String?) -> CompletionCandidate
    ) -> [CompletionCandidate] {
        index.tokenOrder.map { id in
            candidate(
                id, .token, index.defaultText(of: id).map { ReferenceText.summary($0) },
                ReferenceText.token(id, in: request.context, index: index))
        }
    }

    private static func resources(
        _ kind: ResourceKind, _ index: FeatureIndex,
        _ candidate: (String, CompletionCandidate.Kind, String?, String?) -> CompletionCandidate
    ) -> [CompletionCandidate] {
        index.resources.filter { name, _ in
            kind.extensions.contains(name.split(separator: ".").last?.lowercased() ?? "")
        }.sorted { $0.key < $1.key }.map { name, entries in
            candidate(name, .file, ReferenceText.densities(entries), nil)
        }
    }

    /// The colours the file's attributes use, most used first.
    private static func colours(in cursor: CursorContext) -> [(String, Int)] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        let lexer = cursor.lexer
        var position = 0
        while let tag = lexer.nextTag(from: position) {
            position = max(tag.range.upperBound, tag.range.lowerBound + 1)
            for attribute in lexer.attributes(of: tag) {
                guard let range = attribute.valueRange, range != cursor.word else { continue }
                let value = lexer.text(range)
                guard ViewsValueKinds.isColor(value) else { continue }
                if counts[value] == nil { order.append(value) }
                counts[value, default: 0] += 1
            }
        }
        return order.map { ($0, counts[$0]!) }.sorted { ($1.1, $0.0) < ($0.1, $1.0) }
    }
}
