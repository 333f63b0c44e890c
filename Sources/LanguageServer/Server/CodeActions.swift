import Diagnostics
import ResourceBundle

/// `textDocument/codeAction`: each sure fix of `validate --fix` for a finding in the range, as
/// a quick fix whose edit is exactly what `--fix` would write; junk (`zip.junk`) in a folder
/// is deleted, as `--fix` deletes it, for a client that takes a `delete` operation. A client
/// that takes code actions only as commands gets each as `idv-res.applyFix`; one that can
/// apply neither gets none.
extension LanguageServer {
    func codeActions(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let uri = params?["textDocument"]?["uri"]?.string, let range = params?["range"] else {
            throw RequestError(code: .invalidParams, message: "codeAction without textDocument.uri and range")
        }
        guard let document = documents[uri] else { return .null }
        guard let start = OpenDocument.offset(range["start"], in: document.lines),
            let end = OpenDocument.offset(range["end"], in: document.lines)
        else { throw RequestError(code: .invalidParams, message: "codeAction with a malformed range") }
        guard client.codeActionLiterals || ServerCommand.applyFix.isOffered(to: client, settings: settings) else {
            return .array([])
        }
        let session = session(for: document.path)
        guard let reader = session.reader(documents(of: session)) else { return .array([]) }
        let documentation = session.configuration.rulesDocumentationURL ?? ProjectLinks.rulesDocumentationURL
        var actions: [JSONOutput] = []
        for diagnostic in Diagnostic.sortedForReport(session.published[document.path] ?? [])
        where FixableRules.kinds[diagnostic.ruleID] != nil {
            let span = LSPJSON.span(of: diagnostic.location, in: document.lines)
            guard span.lowerBound <= max(start, end), span.upperBound >= min(start, end),
                let (title, edit) = fix(diagnostic, in: document, session: session, reader: reader)
            else { continue }
            let shown = LSPJSON.diagnostic(diagnostic, in: document.lines, documentation: documentation, client: client)
            actions.append(action(title, edit, for: shown))
        }
        return .array(actions)
    }

    /// The title and edit of a finding's fix in `document`; nil when `--fix` has none here.
    private func fix(
        _ diagnostic: Diagnostic, in document: OpenDocument, session: BundleSession, reader: BundleReader
    ) -> (String, WorkspaceEdit)? {
        if FixableRules.kinds[diagnostic.ruleID] == .removeJunk {
            // `--fix` deletes junk from a folder (never from a zip, never a loose file).
            guard session.location.isDirectory, client.canDelete else { return nil }
            let file = diagnostic.location.file
            var edit = WorkspaceEdit()
            edit.deletions = [
                (DocumentURI.uri(of: session.absolutePath(forBundlePath: file)), file.hasSuffix("/"))
            ]
            return ("Delete '\(file)' [\(diagnostic.ruleID)]", edit)
        }
        let plan = Fixer.plan(Report.Input(name: session.location.root, diagnostics: [diagnostic]), reader: reader)
        guard let change = plan.edits.first(where: { session.absolutePath(forBundlePath: $0.path) == document.path })
        else { return nil }
        let (replaced, newText) = Self.difference(change.original, change.fixed)
        let old = String(decoding: change.original[replaced], as: UTF8.self)
        var edit = WorkspaceEdit()
        edit.files = [
            .init(
                uri: document.uri, version: document.version,
                edits: [WorkspaceEdit.textEdit(replaced, in: document.lines, newText: newText)])
        ]
        return ("Replace '\(old)' with '\(newText)' [\(diagnostic.ruleID)]", edit)
    }

    /// A quick fix as the client takes it: a `CodeAction`, or a command the server carries out.
    private func action(_ title: String, _ edit: WorkspaceEdit, for diagnostic: JSONOutput) -> JSONOutput {
        let json = edit.json(for: client)
        guard client.codeActionLiterals else {
            return .object([
                ("title", .string(title)), ("command", .string(ServerCommand.applyFix.rawValue)),
                ("arguments", .array([json])),
            ])
        }
        return .object([
            ("title", .string(title)), ("kind", .string("quickfix")), ("diagnostics", .array([diagnostic])),
            ("isPreferred", .bool(true)), ("edit", json),
        ])
    }

    /// The one range of `original` that differs from `fixed`, and its new text (the common
    /// head and tail kept).
    static func difference(_ original: [UInt8], _ fixed: [UInt8]) -> (Range<Int>, String) {
        var head = 0
        while head < original.count, head < fixed.count, original[head] == fixed[head] { head += 1 }
        var tail = 0
        while tail < original.count - head, tail < fixed.count - head,
            original[original.count - 1 - tail] == fixed[fixed.count - 1 - tail]
        {
            tail += 1
        }
        // Whole names, not bytes a name shares with its replacement (`regx` -> `regex`).
        while head > 0, LSPJSON.isNameByte(original[head - 1]) { head -= 1 }
        while tail > 0, LSPJSON.isNameByte(original[original.count - tail]) { tail -= 1 }
        return (head..<original.count - tail, String(decoding: fixed[head..<fixed.count - tail], as: UTF8.self))
    }
}

extension BundleSession {
    /// The absolute path of a file of the bundle.
    func absolutePath(forBundlePath path: String) -> String {
        location.isDirectory ? location.root + "/" + path : location.root
    }
}
