import Diagnostics
import Foundation
import ResourceBundle

/// completion, hover and definition: the protocol's positions turned into a `FeatureRequest`
/// for `LanguageFeatures`, and its answers back into LSP JSON. A request on a file that is not
/// open answers null (the editor asks again once it has opened it).
extension LanguageServer {
    /// The open document and the byte offset a `TextDocumentPositionParams` names.
    func target(_ params: JSONNode?) throws(RequestError) -> (OpenDocument, Int)? {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            throw RequestError(code: .invalidParams, message: "no textDocument.uri")
        }
        guard let document = documents[uri] else { return nil }
        guard let offset = OpenDocument.offset(params?["position"], in: document.lines) else {
            throw RequestError(code: .invalidParams, message: "no valid position")
        }
        return (document, offset)
    }

    /// The feature request at a document's offset: its bundle as the editor has it.
    func featureRequest(_ document: OpenDocument, _ offset: Int) -> FeatureRequest? {
        let session = session(for: document.path)
        guard let path = session.bundlePath(of: document.path), let reader = session.reader(documents(of: session))
        else { return nil }
        return FeatureRequest(
            context: BundleContext(reader: reader, options: session.options), path: path, text: document.text,
            offset: offset, findings: session.published[document.path] ?? [])
    }

    func completion(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let (document, offset) = try target(params), let request = featureRequest(document, offset) else {
            return .null
        }
        let items = LanguageFeatures.completions(request).enumerated().map { rank, candidate in
            Self.completionItem(candidate, rank: rank, in: document.lines, at: offset, client: client)
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    /// A candidate as a `CompletionItem` the client takes: its kind one the client knows, its
    /// documentation in the client's format, a snippet only for a client that expands them.
    static func completionItem(
        _ candidate: CompletionCandidate, rank: Int, in lines: TextPositions, at offset: Int,
        client: ClientCapabilities
    ) -> JSONOutput {
        var item: [(String, JSONOutput)] = [
            ("label", .string(candidate.label)), ("kind", .int(completionKind(candidate.kind, client: client))),
            // Best first, as the features order them (editors sort by sortText).
            ("sortText", .string(String(format: "%06d", rank))),
        ]
        if let filterText = candidate.filterText { item.append(("filterText", .string(filterText))) }
        if let detail = candidate.detail { item.append(("detail", .string(detail))) }
        if let documentation = candidate.documentation {
            item.append(("documentation", LSPJSON.markup(documentation, client.completionDocumentationFormat)))
        }
        var newText = candidate.insertText ?? candidate.label
        if client.snippets, let caret = candidate.caret, caret <= newText.utf8.count {
            let bytes = Array(newText.utf8)
            newText =
                Self.snippetText(bytes[..<caret]) + "$1" + Self.snippetText(bytes[caret...])
            item.append(("insertTextFormat", .int(2)))
        }
        if let replacing = candidate.replacing {
            let clamped =
                min(
                    max(replacing.lowerBound, 0), lines.bytes.count)..<min(
                    max(replacing.upperBound, replacing.lowerBound, 0), lines.bytes.count)
            // The edit must cover the cursor (a client refuses one that does not).
            let range = min(clamped.lowerBound, offset)..<max(clamped.upperBound, offset)
            item.append(
                ("textEdit", .object([("range", LSPJSON.range(range, in: lines)), ("newText", .string(newText))])))
        } else if candidate.insertText != nil {
            item.append(("insertText", .string(newText)))
        }
        return .object(item)
    }

    /// Text inside a snippet: `$`, `}` and `\` escaped.
    private static func snippetText(_ bytes: ArraySlice<UInt8>) -> String {
        var out = ""
        for character in String(decoding: bytes, as: UTF8.self) {
            if character == "$" || character == "}" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// LSP's CompletionItemKind for each kind of candidate; for a client that lists the kinds
    /// it knows without the one meant, the nearest of the first 18 (which every client knows).
    static func completionKind(_ kind: CompletionCandidate.Kind, client: ClientCapabilities) -> Int {
        let (meant, fallback) =
            switch kind {
            case .element: (7, 7)  // Class
            case .attribute: (10, 10)  // Property
            case .value: (20, 12)  // EnumMember, else Value
            case .colour: (16, 16)  // Color
            case .token: (21, 12)  // Constant, else Value
            case .file: (17, 17)  // File
            case .instruction: (3, 3)  // Function
            case .variable: (6, 6)  // Variable
            }
        return client.completionKinds.contains(meant) ? meant : fallback
    }

    func hover(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let (document, offset) = try target(params), let request = featureRequest(document, offset),
            let hover = LanguageFeatures.hover(request)
        else { return .null }
        var members: [(String, JSONOutput)] = [
            ("contents", LSPJSON.markup(hover.markdown, client.hoverFormat))
        ]
        if let range = hover.range {
            let count = document.text.count
            let clamped = min(max(range.lowerBound, 0), count)..<min(max(range.upperBound, range.lowerBound, 0), count)
            members.append(("range", LSPJSON.range(clamped, in: document.lines)))
        }
        return .object(members)
    }

    func definition(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let (document, offset) = try target(params), let request = featureRequest(document, offset) else {
            return .null
        }
        let targets = LanguageFeatures.definitions(request)
        guard !targets.isEmpty else { return .null }
        let session = session(for: document.path)
        return .array(locations(targets, in: session))
    }

    /// LSP `Location`s of places in files of the session's bundle: in the open document's
    /// text, or the file's as an editor shows it.
    func locations(_ targets: [DefinitionTarget], in session: BundleSession) -> [JSONOutput] {
        places(targets, in: session).map {
            .object([("uri", .string($0.uri)), ("range", LSPJSON.range($0.range, in: $0.lines))])
        }
    }

    /// The URI, the text's positions and the bytes of places in files of a bundle; each file
    /// (an open document, or read from disk) looked up once however many places it holds.
    func places(_ targets: [DefinitionTarget], in session: BundleSession) -> [(
        uri: String, lines: TextPositions, range: Range<Int>
    )] {
        var files: [String: (uri: String, lines: TextPositions)] = [:]
        return targets.map { target in
            let path = session.absolutePath(forBundlePath: target.path)
            let file =
                files[path]
                ?? {
                    let open = documents.values.first { $0.path == path }
                    return (open?.uri ?? DocumentURI.uri(of: path), open?.lines ?? TextPositions.ofFile(path))
                }()
            files[path] = file
            let start = file.lines.offset(line1: target.line, column1: target.column)
            let end = min(start + target.length, file.lines.lineRange(target.line - 1).upperBound)
            return (file.uri, file.lines, start..<max(start, end))
        }
    }
}
