import Diagnostics
import Foundation
import LanguageServer
import LivePreview

/// `idv-res lsp`: the checks as you type, through the Language Server Protocol on standard
/// input and output (docs/editors.md sets editors up).
enum LspCommand: CLICommand {
    struct Options: CommandOptions {
        let config = Option<String>(
            "--config", valueName: "file",
            help: "A .idv-res.json for every bundle (default: each bundle's nearest, from its folder upward).",
            isInput: true)
        let baseline = Option<String>(
            "--baseline", valueName: "file",
            help: "Show only findings not recorded in this baseline file (as validate writes one).", isInput: true)
    }

    static let spec = CommandSpec(
        name: "lsp",
        abstract:
            "Serve the checks, completion, hover, definitions, references and rename to an editor (Language Server Protocol).",
        discussion: """
            Speaks LSP 3.17 (JSON-RPC with Content-Length headers) on standard input and output; an \
            editor starts it. Each opened file is checked with its bundle (the folder above it that \
            holds widget.xml, documents/ or strings/) from the editor's text, as validate would check \
            it. On a client that shows code lenses and opens documents for the server, each \
            <view id> of widget.xml has a lens "Preview this view": it opens the view's live page \
            (the preview command's live site, on 127.0.0.1, redrawn on each save) in the browser, the \
            bundle's server started on first use and stopped with the session. Ends with 0 after shutdown and exit, 1 when the editor leaves without shutdown; \
            bytes that are not a message are answered with an error and said on standard error, \
            and reading goes on at the next header. docs/editors.md sets up Neovim, VS Code, \
            Helix, Sublime Text and Emacs (one server per bundle).
            """,
        exitCodes: [.success, .findings, .usage]
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        var settings = ServerSettings(configurationPath: arguments[\.config], baselinePath: arguments[\.baseline])
        for path in [settings.configurationPath, settings.baselinePath].compactMap({ $0 })
        where !FileManager.default.fileExists(atPath: path) {
            throw UsageError(message: "no such file: \(path)", command: spec.name)
        }
        // An editor that quits while an answer is written: the write fails, the server ends.
        signal(SIGPIPE, SIG_IGN)
        let previews = LivePreviews()
        settings.previews = previews
        let server = LanguageServer(input: io.standardInputDescriptor ?? 0, output: 1, settings: settings)
        let status = server.run()
        previews.pool.stopAll()
        return status == 0 ? .success : .findings
    }
}

/// The pages "Preview this view" opens: `preview --serve`'s server of the bundle, started on
/// first use in this process and stopped when the editor ends the session.
private final class LivePreviews: ViewPreviews {
    let pool = LivePreviewPool()

    func page(ofView id: String, inBundle bundle: String) throws -> String {
        let server = try pool.server(for: bundle)
        return server.url(ofView: id) ?? server.url
    }
}
