import Diagnostics

/// The server's half of `initialize`: what it offers this client. A feature is declared when
/// it works and the client can use what it answers (a quick fix the client cannot apply is
/// not offered).
enum ServerCapabilities {
    static func initializeResult(for client: ClientCapabilities, settings: ServerSettings) -> JSONOutput {
        var capabilities: [(String, JSONOutput)] = [
            ("positionEncoding", .string("utf-16")),
            (
                "textDocumentSync",
                .object([
                    ("openClose", .bool(true)), ("change", .int(2)),
                    ("save", .object([("includeText", .bool(true))])),
                ])
            ),
            (
                "completionProvider",
                .object([("triggerCharacters", .array(["<", " ", "\"", "@"].map { .string($0) }))])
            ),
            ("hoverProvider", .bool(true)),
            ("definitionProvider", .bool(true)),
            ("referencesProvider", .bool(true)),
            ("documentSymbolProvider", .bool(true)),
            ("colorProvider", .bool(true)),
            ("inlayHintProvider", .bool(true)),
            (
                "renameProvider",
                client.prepareRename ? .object([("prepareProvider", .bool(true))]) : .bool(true)
            ),
        ]
        if client.codeActionLiterals {
            capabilities.append(
                ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])))
        } else if ServerCommand.applyFix.isOffered(to: client, settings: settings) {
            capabilities.append(("codeActionProvider", .bool(true)))
        }
        if ServerCommand.preview.isOffered(to: client, settings: settings) {
            capabilities.append(("codeLensProvider", .object([("resolveProvider", .bool(false))])))
        }
        let commands = ServerCommand.allCases.filter { $0.isOffered(to: client, settings: settings) }
        if !commands.isEmpty {
            capabilities.append(
                ("executeCommandProvider", .object([("commands", .array(commands.map { .string($0.rawValue) }))])))
        }
        return .object([
            ("capabilities", .object(capabilities)),
            ("serverInfo", .object([("name", .string("idv-res"))])),
        ])
    }
}

/// The commands the server carries out for a client (`workspace/executeCommand`), each
/// declared only to a client that needs it and can take what it does.
enum ServerCommand: String, CaseIterable {
    /// A quick fix for a client that takes code actions only as commands: the server asks it
    /// to apply the fix's edit (`workspace/applyEdit`).
    case applyFix = "idv-res.applyFix"
    /// "Preview this view", a code lens on each `<view id>` of widget.xml: the server asks the
    /// client to open the view's live page (`window/showDocument`, external), starting the
    /// bundle's live preview on first use. Only for a client that shows lenses and documents.
    case preview = "idv-res.preview"

    func isOffered(to client: ClientCapabilities, settings: ServerSettings) -> Bool {
        switch self {
        case .applyFix: !client.codeActionLiterals && client.applyEdit
        case .preview: client.codeLens && client.showDocument && settings.previews != nil
        }
    }
}
