import Diagnostics
import Foundation
import ResourceBundle

/// completion, hover and definition: the protocol's positions turned into a `FeatureRequest`
/// for `LanguageFeatures`, and its answers back into LSP JSON. A request on a file that is not
/// open answers null (the editor asks again once it has opened it).
extension LanguageServer {
    /// The open document and the byte offset a `TextDocumentPositionParams` names.
    private func target(_ params: JSONNode?) throws(RequestError) -> (OpenDocument, Int)? {
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
    private func featureRequest(_ document: OpenDocument, _ offset: Int) -> FeatureRequest? {
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
            Self.completionItem(candidate, rank: rank, in: document.lines, at: offset)
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    static func completionItem(_ candidate: CompletionCandidate, rank: Int, in lines: TextPositions, at offset: Int)
        -> JSONOutput
    {
        var item: [(String, JSONOutput)] = [
            ("label", .string(candidate.label)), ("kind", .int(completionKind(candidate.kind))),
            // Best first, as the features order them (editors sort by sortText).
            ("sortText", .string(String(format: "%06d", rank))),
        ]
        if let detail = candidate.detail { item.append(("detail", .string(detail))) }
        if let documentation = candidate.documentation {
            item.append(("documentation", .object([("kind", .string("markdown")), ("value", .string(documentation))])))
        }
        let newText = candidate.insertText ?? candidate.label
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

    /// LSP's CompletionItemKind for each kind of candidate.
    static func completionKind(_ kind: CompletionCandidate.Kind) -> Int {
        switch kind {
        case .element: 7  // Class
        case .attribute: 10  // Property
        case .value: 20  // EnumMember
        case .colour: 16  // Color
        case .token: 21  // Constant
        case .file: 17  // File
        case .instruction: 3  // Function
        case .variable: 6  // Variable
        }
    }

    func hover(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let (document, offset) = try target(params), let request = featureRequest(document, offset),
            let hover = LanguageFeatures.hover(request)
        else { return .null }
        var members: [(String, JSONOutput)] = [
            ("contents", .object([("kind", .string("markdown")), ("value", .string(hover.markdown))]))
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
        let session = session(for: document.path)
        let targets = LanguageFeatures.definitions(request)
        guard !targets.isEmpty else { return .null }
        return .array(
            targets.map { target in
                let path =
                    session.location.isDirectory ? session.location.root + "/" + target.path : session.location.root
                let open = documents.values.first { $0.path == path }
                let lines = open?.lines ?? TextPositions.ofFile(path)
                let start = lines.offset(line1: target.line, column1: target.column)
                return .object([
                    ("uri", .string(open?.uri ?? DocumentURI.uri(of: path))),
                    ("range", LSPJSON.range(start..<start, in: lines)),
                ])
            })
    }
}
