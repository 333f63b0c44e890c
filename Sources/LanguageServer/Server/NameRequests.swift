import Diagnostics

/// references, prepareRename and rename: the token or resource under the cursor, found in
/// every file of its bundle as the editor has it (`BundleNames`, `TokenRename`).
extension LanguageServer {
    func references(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let (document, offset) = try target(params), let request = featureRequest(document, offset) else {
            return .null
        }
        let includeDeclaration = params?["context"]?["includeDeclaration"]?.bool ?? true
        let session = session(for: document.path)
        return .array(
            locations(LanguageFeatures.references(request, includeDeclaration: includeDeclaration), in: session))
    }

    func prepareRename(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let (document, offset) = try target(params), let request = featureRequest(document, offset) else {
            return .null
        }
        switch TokenRename.prepare(request) {
        case .success(let token)?:
            return .object([
                ("range", LSPJSON.range(token.range, in: document.lines)), ("placeholder", .string(token.id)),
            ])
        case .failure(let refusal)?: throw RequestError(code: .requestFailed, message: refusal.message)
        case nil: return .null
        }
    }

    /// The token renamed in every strings file and every widget.xml reference, as one edit
    /// (the open documents' versions in it, for a client that takes them).
    func rename(_ params: JSONNode?) throws(RequestError) -> JSONOutput {
        guard let newName = params?["newName"]?.string else {
            throw RequestError(code: .invalidParams, message: "rename without newName")
        }
        guard let (document, offset) = try target(params), let request = featureRequest(document, offset) else {
            return .null
        }
        let edits: [TokenRename.Edit]
        switch TokenRename.edits(request, newName: newName) {
        case .success(let found): edits = found
        case .failure(let refusal): throw RequestError(code: .requestFailed, message: refusal.message)
        }
        let session = session(for: document.path)
        var edit = WorkspaceEdit()
        for (rename, (uri, lines, range)) in zip(edits, places(edits.map(\.place), in: session)) {
            let textEdit = WorkspaceEdit.textEdit(range, in: lines, newText: rename.newText)
            if let index = edit.files.firstIndex(where: { $0.uri == uri }) {
                edit.files[index].edits.append(textEdit)
            } else {
                let version = documents[uri]?.version
                edit.files.append(WorkspaceEdit.FileEdits(uri: uri, version: version, edits: [textEdit]))
            }
        }
        return edit.json(for: client)
    }
}
