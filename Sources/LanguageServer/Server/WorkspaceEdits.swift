import Diagnostics

/// Edits to several files as one `WorkspaceEdit`, in the form the client declared it takes:
/// versioned `documentChanges` (the open documents' versions, so a client refuses an edit
/// made for text it no longer has), else `changes` by URI. Resource operations (a delete)
/// exist only in `documentChanges`, and are put there only for a client that declared them.
struct WorkspaceEdit {
    /// One file's text edits (LSP `TextEdit`s, in its text as the editor shows it).
    struct FileEdits {
        var uri: String
        /// The open document's version; nil for a file that is not open.
        var version: Int?
        var edits: [JSONOutput]
    }

    var files: [FileEdits] = []
    /// Files and folders to delete (`--fix`'s removal of junk), by URI, folders with their content.
    var deletions: [(uri: String, isFolder: Bool)] = []

    func json(for client: ClientCapabilities) -> JSONOutput {
        guard client.documentChanges || !deletions.isEmpty else {
            return .object([("changes", .object(files.map { ($0.uri, .array($0.edits)) }))])
        }
        var changes: [JSONOutput] = files.map { file in
            .object([
                (
                    "textDocument",
                    .object([("uri", .string(file.uri)), ("version", file.version.map { .int($0) } ?? .null)])
                ),
                ("edits", .array(file.edits)),
            ])
        }
        for deletion in deletions {
            var members: [(String, JSONOutput)] = [("kind", .string("delete")), ("uri", .string(deletion.uri))]
            if deletion.isFolder {
                members.append(
                    ("options", .object([("recursive", .bool(true)), ("ignoreIfNotExists", .bool(true))])))
            }
            changes.append(.object(members))
        }
        return .object([("documentChanges", .array(changes))])
    }

    /// A `TextEdit`.
    static func textEdit(_ range: Range<Int>, in lines: TextPositions, newText: String) -> JSONOutput {
        .object([("range", LSPJSON.range(range, in: lines)), ("newText", .string(newText))])
    }
}
