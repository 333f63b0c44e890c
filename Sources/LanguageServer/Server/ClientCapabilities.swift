import Diagnostics

/// What the editor declared it can take (`initialize`'s `capabilities`), read once into typed
/// choices: every answer asks this value, never the JSON, and uses nothing it was not told
/// the client supports. Absent means unsupported, as LSP 3.17 says.
struct ClientCapabilities: Equatable {
    /// How text with markup is sent (hover, completion documentation).
    enum TextFormat: Equatable {
        case markdown, plaintext
    }

    /// Hover contents: markdown only when the client lists it before plaintext.
    var hoverFormat = TextFormat.plaintext
    var completionDocumentationFormat = TextFormat.plaintext
    /// `name="$1"` (the cursor between the quotes) instead of `name=""`.
    var snippets = false
    /// The CompletionItemKind values the client knows (1-18 when it lists none).
    var completionKinds = ClientCapabilities.baseKinds
    /// The SymbolKind values the client knows (1-18 when it lists none).
    var symbolKinds = ClientCapabilities.baseKinds
    /// DocumentSymbol trees; otherwise a flat SymbolInformation list.
    var hierarchicalSymbols = false
    /// Code actions as `CodeAction` literals; otherwise only as commands.
    var codeActionLiterals = false
    /// `workspace/applyEdit`, the server asking the client to apply an edit.
    var applyEdit = false
    /// Versioned `documentChanges` in a workspace edit; otherwise `changes` by URI.
    var documentChanges = false
    /// The resource operations a workspace edit may hold (`create`, `rename`, `delete`).
    var resourceOperations: Set<String> = []
    /// A diagnostic's `codeDescription` (the link to its rule).
    var codeDescription = false
    /// A diagnostic's `data`, kept for the code action request.
    var diagnosticData = false
    /// `textDocument/prepareRename` before a rename.
    var prepareRename = false
    /// `window/showDocument`: the server may ask the client to open a file or a URL, and
    /// the client shows code lenses (`textDocument/codeLens`): what a lens that opens a page
    /// (a preview) needs; without them such a lens is not offered.
    var showDocument = false
    var codeLens = false

    static let baseKinds = Set(1...18)

    init() {}

    /// The declared capabilities of an `initialize` request's `capabilities` member.
    init(_ json: JSONNode?) {
        let text = json?["textDocument"]
        let workspace = json?["workspace"]
        hoverFormat = Self.format(text?["hover"]?["contentFormat"])
        let item = text?["completion"]?["completionItem"]
        completionDocumentationFormat = Self.format(item?["documentationFormat"])
        snippets = item?["snippetSupport"]?.bool == true
        completionKinds = Self.kinds(text?["completion"]?["completionItemKind"]?["valueSet"])
        symbolKinds = Self.kinds(text?["documentSymbol"]?["symbolKind"]?["valueSet"])
        hierarchicalSymbols = text?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]?.bool == true
        codeActionLiterals = text?["codeAction"]?["codeActionLiteralSupport"]?.isObject == true
        applyEdit = workspace?["applyEdit"]?.bool == true
        let edit = workspace?["workspaceEdit"]
        documentChanges = edit?["documentChanges"]?.bool == true
        resourceOperations = Set(edit?["resourceOperations"]?.array?.compactMap(\.string) ?? [])
        let diagnostics = text?["publishDiagnostics"]
        codeDescription = diagnostics?["codeDescriptionSupport"]?.bool == true
        diagnosticData = diagnostics?["dataSupport"]?.bool == true
        prepareRename = text?["rename"]?["prepareSupport"]?.bool == true
        showDocument = json?["window"]?["showDocument"]?["support"]?.bool == true
        codeLens = text?["codeLens"]?.isObject == true
    }

    /// Deleting a file or folder through a workspace edit (`--fix`'s removal of junk).
    var canDelete: Bool { resourceOperations.contains("delete") }

    /// Markdown when the client lists it first of the two formats; plaintext otherwise.
    private static func format(_ list: JSONNode?) -> TextFormat {
        for kind in list?.array?.compactMap(\.string) ?? [] {
            if kind == "markdown" { return .markdown }
            if kind == "plaintext" { return .plaintext }
        }
        return .plaintext
    }

    private static func kinds(_ list: JSONNode?) -> Set<Int> {
        guard let values = list?.array else { return baseKinds }
        return baseKinds.union(values.compactMap { $0.number.map { Int($0) } })
    }
}
