import Diagnostics

/// documentSymbol, documentColor, colorPresentation and inlayHint: answers about a whole open
/// document, in the forms the client declared it takes.
extension LanguageServer {
    /// The open document a `textDocument` parameter names, and a feature request on it.
    private func whole(_ params: JSONNode?) throws(RequestError) -> (OpenDocument, FeatureRequest)? {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            throw RequestError(code: .invalidParams, message: "no textDocument.uri")
        }
        guard let document = documents[uri], let request = featureRequest(document, 0) else { return nil }
        return (document, request)
    }

    /// DocumentSymbol trees, or a flat SymbolInformation list for a client without them.
    func documentSymbols(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let (document, request) = try whole(params) else { return .null }
        let outline = LanguageFeatures.outline(request)
        let lines = document.lines
        func tree(_ symbol: OutlineSymbol) -> JSONOutput {
            var members: [(String, JSONOutput)] = [("name", .string(symbol.name))]
            if let detail = symbol.detail { members.append(("detail", .string(detail))) }
            members += [
                ("kind", .int(symbolKind(symbol.kind))), ("range", LSPJSON.range(symbol.range, in: lines)),
                ("selectionRange", LSPJSON.range(symbol.selectionRange, in: lines)),
                ("children", .array(symbol.children.map(tree))),
            ]
            return .object(members)
        }
        guard !client.hierarchicalSymbols else { return .array(outline.map(tree)) }
        var flat: [JSONOutput] = []
        func list(_ symbol: OutlineSymbol, in container: String?) {
            var members: [(String, JSONOutput)] = [
                ("name", .string(symbol.name)), ("kind", .int(symbolKind(symbol.kind))),
                (
                    "location",
                    .object([("uri", .string(document.uri)), ("range", LSPJSON.range(symbol.range, in: lines))])
                ),
            ]
            if let container { members.append(("containerName", .string(container))) }
            flat.append(.object(members))
            for child in symbol.children { list(child, in: symbol.name) }
        }
        for symbol in outline { list(symbol, in: nil) }
        return .array(flat)
    }

    /// LSP's SymbolKind for each kind of entry; one of the first 18 for a client that does not
    /// list the one meant.
    private func symbolKind(_ kind: OutlineSymbol.Kind) -> Int {
        let (meant, fallback) =
            switch kind {
            case .view: (5, 5)  // Class
            case .element: (8, 8)  // Field
            case .document: (3, 3)  // Namespace
            case .version: (23, 5)  // Struct, else Class
            case .label: (20, 14)  // Key, else Constant
            case .token: (15, 15)  // String
            case .rule: (7, 7)  // Property
            }
        return client.symbolKinds.contains(meant) ? meant : fallback
    }

    func documentColors(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let (document, request) = try whole(params) else { return .array([]) }
        return .array(
            LanguageFeatures.colours(request).map { colour in
                .object([
                    ("range", LSPJSON.range(colour.range, in: document.lines)),
                    (
                        "color",
                        .object([
                            ("red", .double(colour.red)), ("green", .double(colour.green)),
                            ("blue", .double(colour.blue)), ("alpha", .double(colour.alpha)),
                        ])
                    ),
                ])
            })
    }

    /// The picked colour written as the value at `range` was written.
    func colorPresentations(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let uri = params?["textDocument"]?["uri"]?.string, let color = params?["color"],
            let red = color["red"]?.number, let green = color["green"]?.number, let blue = color["blue"]?.number,
            let alpha = color["alpha"]?.number
        else { throw RequestError(code: .invalidParams, message: "colorPresentation without textDocument and color") }
        guard let document = documents[uri] else { return .array([]) }
        guard let start = OpenDocument.offset(params?["range"]?["start"], in: document.lines),
            let end = OpenDocument.offset(params?["range"]?["end"], in: document.lines)
        else { throw RequestError(code: .invalidParams, message: "colorPresentation without a valid range") }
        let range = min(start, end)..<max(start, end)
        let original = String(decoding: document.text[range], as: UTF8.self)
        let label = ColourValues.presentation(red: red, green: green, blue: blue, alpha: alpha, original: original)
        return .array([
            .object([
                ("label", .string(label)),
                ("textEdit", WorkspaceEdit.textEdit(range, in: document.lines, newText: label)),
            ])
        ])
    }

    /// Inlay hints in the requested range; the tooltip as plain text (every client takes it).
    func inlayHints(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let (document, request) = try whole(params) else { return .null }
        let lines = document.lines
        let start = OpenDocument.offset(params?["range"]?["start"], in: lines) ?? 0
        let end = OpenDocument.offset(params?["range"]?["end"], in: lines) ?? lines.bytes.count
        return .array(
            LanguageFeatures.inlayHints(request, in: min(start, end)..<max(start, end)).map { hint in
                .object([
                    ("position", LSPJSON.position(hint.offset, in: lines)), ("label", .string(hint.label)),
                    ("tooltip", .string(Markdown.plain(hint.tooltip))), ("paddingLeft", .bool(true)),
                ])
            })
    }
}
