import Diagnostics

/// The `capabilities` of `initialize` as clients send them: none at all, every one the server
/// uses, and two real clients' choices in between.
enum ClientProfile {
    /// A client that declares nothing: plain text, no snippets, no resource operations, no
    /// code action literals, flat symbols, only the first 18 kinds.
    static let none: JSONOutput = .object([])

    /// Every capability the server uses, declared.
    static let all: JSONOutput = .object([
        (
            "textDocument",
            .object([
                ("hover", .object([("contentFormat", strings("markdown", "plaintext"))])),
                (
                    "completion",
                    .object([
                        (
                            "completionItem",
                            .object([
                                ("snippetSupport", .bool(true)),
                                ("documentationFormat", strings("markdown", "plaintext")),
                            ])
                        ),
                        ("completionItemKind", .object([("valueSet", .array((1...25).map { .int($0) }))])),
                    ])
                ),
                (
                    "documentSymbol",
                    .object([
                        ("hierarchicalDocumentSymbolSupport", .bool(true)),
                        ("symbolKind", .object([("valueSet", .array((1...26).map { .int($0) }))])),
                    ])
                ),
                (
                    "codeAction",
                    .object([
                        (
                            "codeActionLiteralSupport",
                            .object([("codeActionKind", .object([("valueSet", strings("quickfix"))]))])
                        )
                    ])
                ),
                (
                    "publishDiagnostics",
                    .object([("codeDescriptionSupport", .bool(true)), ("dataSupport", .bool(true))])
                ),
                ("rename", .object([("prepareSupport", .bool(true))])),
                ("codeLens", .object([])), ("inlayHint", .object([])), ("colorProvider", .object([])),
            ])
        ),
        (
            "workspace",
            .object([
                ("applyEdit", .bool(true)),
                (
                    "workspaceEdit",
                    .object([
                        ("documentChanges", .bool(true)), ("resourceOperations", strings("create", "rename", "delete")),
                    ])
                ),
            ])
        ),
        ("window", .object([("showDocument", .object([("support", .bool(true))]))])),
    ])

    /// An older client: code actions only as commands it runs through the server, which asks
    /// it to apply their edits (`workspace/applyEdit`).
    static let commandsOnly: JSONOutput = .object([("workspace", .object([("applyEdit", .bool(true))]))])

    private static func strings(_ values: String...) -> JSONOutput { .array(values.map { .string($0) }) }
}
