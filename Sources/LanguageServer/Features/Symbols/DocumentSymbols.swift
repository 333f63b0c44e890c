import ResourceBundle

/// One entry of a file's outline.
public struct OutlineSymbol: Equatable, Sendable {
    public enum Kind: Sendable {
        /// A `<view>` (a screen), a UI element in it.
        case view, element
        /// A document model's `<DocumentID>`, `<Version>`, an ML `<label>`.
        case document, version, label
        /// A strings file's `<token>`, a `DocumentRules.xml` `<rule>`.
        case token, rule
    }

    public var name: String
    public var detail: String?
    public var kind: Kind
    /// The element's bytes (start tag to end tag) in the request's text.
    public var range: Range<Int>
    /// What to select for it: its `id` value, else its tag name.
    public var selectionRange: Range<Int>
    public var children: [OutlineSymbol]
}

/// The outline of a file: widget.xml's views and their elements by id; a document model's
/// documents, their Versions and the labels of their ML programs; a strings file's tokens;
/// DocumentRules.xml's rules.
enum DocumentSymbols {
    static func outline(_ request: FeatureRequest) -> [OutlineSymbol] {
        guard UInt64(request.text.count) <= request.context.options.inputLimits.maxFileSize else { return [] }
        let lexer = MarkupLexer(request.text)
        let roots = MarkupNode.roots(lexer)
        let outline = Outline(lexer: lexer)
        switch BundleLayout.role(of: request.path) {
        case .views: return roots.flatMap(\.children).filter { outline.name($0) == "view" }.map(outline.view)
        case .documentModels: return roots.flatMap { outline.all("DocumentID", under: $0) }.map(outline.document)
        case .translations: return roots.flatMap { outline.all("token", under: $0) }.map(outline.token)
        case .documentRules: return roots.flatMap { outline.all("rule", under: $0) }.map(outline.rule)
        default: return []
        }
    }

    private struct Outline {
        let lexer: MarkupLexer

        func name(_ node: MarkupNode) -> String { lexer.text(node.tag.nameRange) }

        func attribute(_ name: String, of node: MarkupNode) -> (value: String, range: Range<Int>)? {
            for attribute in lexer.attributes(of: node.tag) where lexer.text(attribute.nameRange) == name {
                guard let range = attribute.valueRange else { return nil }
                return (lexer.value(range), range)
            }
            return nil
        }

        /// Named by its `id` (selecting it), else by its element name.
        func symbol(_ node: MarkupNode, _ kind: OutlineSymbol.Kind, detail: String?, children: [OutlineSymbol] = [])
            -> OutlineSymbol
        {
            let id = attribute("id", of: node).flatMap { $0.value.isEmpty ? nil : $0 }
            return OutlineSymbol(
                name: id?.value ?? "<\(name(node))>", detail: detail, kind: kind, range: node.range,
                selectionRange: id?.range ?? node.tag.nameRange, children: children)
        }

        /// Every element named `wanted` at or below `node`, in order (not below one found).
        func all(_ wanted: String, under node: MarkupNode) -> [MarkupNode] {
            name(node) == wanted ? [node] : node.children.flatMap { all(wanted, under: $0) }
        }

        func view(_ node: MarkupNode) -> OutlineSymbol {
            symbol(node, .view, detail: "view", children: node.children.map { symbol($0, .element, detail: name($0)) })
        }

        func document(_ node: MarkupNode) -> OutlineSymbol {
            symbol(
                node, .document, detail: attribute("iso", of: node)?.value,
                children: all("Version", under: node).map(version))
        }

        func version(_ node: MarkupNode) -> OutlineSymbol {
            let words = ["document_type", "type"].compactMap { attribute($0, of: node)?.value }.filter { !$0.isEmpty }
            return symbol(
                node, .version, detail: words.isEmpty ? nil : words.joined(separator: " "),
                children: labels(in: node, side: nil, program: nil))
        }

        /// The `<label src=...>` of the ML programs below `node`, named by their side and program.
        func labels(in node: MarkupNode, side: String?, program: String?) -> [OutlineSymbol] {
            node.children.flatMap { child -> [OutlineSymbol] in
                let childName = name(child)
                if childName == "label", let label = attribute("src", of: child), !label.value.isEmpty {
                    let place = [side, program.map { "<\($0)>" }].compactMap { $0 }.joined(separator: ", ")
                    return [
                        OutlineSymbol(
                            name: label.value, detail: place.isEmpty ? "label" : "label in " + place, kind: .label,
                            range: child.range, selectionRange: label.range, children: [])
                    ]
                }
                let isSide = childName == "Front" || childName == "Back"
                return labels(
                    in: child, side: isSide ? childName : side, program: isSide ? program : program ?? childName)
            }
        }

        func token(_ node: MarkupNode) -> OutlineSymbol {
            let inner = node.tag.range.upperBound..<max(node.tag.range.upperBound, node.range.upperBound)
            let text = MarkupLexer.resolvingReferences(String(lexer.text(inner).prefix { $0 != "<" }))
            return symbol(node, .token, detail: ReferenceText.summary(text, limit: 40))
        }

        func rule(_ node: MarkupNode) -> OutlineSymbol {
            symbol(node, .rule, detail: attribute("fields", of: node)?.value)
        }
    }
}
