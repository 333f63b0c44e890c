import Diagnostics
import Foundation
import LivePreview
import Preview
import ResourceBundle

/// `idv-res preview BUNDLE --serve [--port N] [--open]`: the live site until a signal.
extension PreviewCommand {
    static func serve(_ arguments: ParsedArguments<Options>, io: CommandIO) -> ExitStatus {
        let input = arguments[\.input]
        var options = LivePreviewServer.Options()
        if let device = arguments[\.device] { options.preview.device = device }
        options.port = UInt16(arguments[\.port] ?? 0)
        let clock = DateFormatter()
        clock.dateFormat = "HH:mm:ss"
        let lock = NSLock()
        options.updated = { update in
            // A save that changed no page (a file opened and saved as it was) says nothing.
            guard !update.pages.isEmpty || update.state != "drawn" else { return }
            lock.withLock { io.err("\(clock.string(from: Date())) \(update.summary)\n") }
        }
        let server: LivePreviewServer
        do {
            server = try LivePreviewServer(serving: input, options: options)
        } catch {
            io.err("error: \(error.description)\n")
            if case .cannotListen = error { return .usage }
            return .unreadable
        }
        io.out("Serving \(server.url) (Ctrl-C to stop)\n")
        for problem in server.startingProblems {
            io.err("warning: nothing to draw until it is fixed: \(problem)\n")
        }
        if arguments[\.open] { openInBrowser(server.url, io: io) }
        Interruption.cooperating {
            server.run { Interruption.received != nil }
        }
        io.err("stopped serving \(server.url)\n")
        return .success
    }

    /// `xdg-open` (`open` on macOS) with the index, once; without one, only says so.
    private static func openInBrowser(_ url: String, io: CommandIO) {
        #if os(macOS)
            let name = "open"
        #else
            let name = "xdg-open"
        #endif
        let folders = (io.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        guard
            let opener = folders.map({ PathParts.joining($0, name) }).first(where: FileManager.default.isExecutableFile)
        else {
            io.err("warning: --open: no \(name) on PATH; open \(url) in a browser\n")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try Interruption.startingChild { try process.run() }
        } catch {
            io.err(
                "warning: --open: could not start \(opener): \(error.localizedDescription); open \(url) in a browser\n")
        }
    }
}
