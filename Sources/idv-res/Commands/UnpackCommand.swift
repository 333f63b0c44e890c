import Diagnostics
import Foundation
import ResourceBundle

/// `idv-res unpack ZIP -o DIR`: the hygiene rules first, then all or nothing.
enum UnpackCommand: CLICommand {
    struct Options: GroupedReportOptions, StaleReading, ZipLimitReading {
        let zip = Argument<String>("zip", help: "The resources zip.", isInput: true)
        let output = RequiredOption<String>(
            "--output", "-o", valueName: "dir", help: "The folder to create (required).",
            missing: "the folder to unpack into",
            writes: .output(.folder, replacing: .itsOwnKindWith(["--overwrite", "--force"]), createsFolders: true))
        let overwrite = Flag(
            "--overwrite", help: "Replace DIR when it is a folder (only once the new one is complete); never a file.")
        let force = Flag("--force", help: "Deprecated: the old name of --overwrite (says so on standard error).")
        let keepJunk = Flag("--keep-junk", help: "Also write __MACOSX/, ._*, .DS_Store and Thumbs.db entries.")
        let keepStale = StaleOptions.keepStale
        let zipLimits = ZipLimitOptions()
        let reporting = ReportOptions.Group()
        let reportOutput: Option<OutputPath>? = nil
        let filter: ReportFilter.Options? = nil
    }

    static let spec = CommandSpec(
        name: "unpack",
        abstract: "Unpack a resources zip safely, all or nothing.",
        discussion: """
            The zip hygiene rules run first; any error (path traversal, links, duplicate or \
            colliding names, a file that is also a folder, data under a folder's name, \
            encryption, corruption, disagreeing CRC-32s, bombs) refuses the zip with nothing \
            written. Entries go to a temporary folder beside DIR, renamed into place only when \
            every entry was written and passed its CRC check. Junk (__MACOSX/, .DS_Store...) \
            is left out unless --keep-junk. Interrupted (SIGINT, SIGTERM, SIGHUP), it removes the \
            temporary folder and exits 130, 143 or 129; temporaries of killed runs beside DIR are \
            removed (--keep-stale: named).
            """
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let zip = arguments[\.zip]
        let output = arguments[\.output]
        let configuration = try ReportOptions.configuration(arguments, io: io)
        var options = Unpacker.Options()
        options.limits = ZipLimitOptions.limits(arguments)
        let replace = arguments[\.overwrite] || arguments[\.force]
        if arguments[\.force] {
            io.err(
                "idv-res unpack: warning: --force is deprecated here: use --overwrite (pack's --force packs despite errors)\n"
            )
        }
        options.force = replace
        options.keepJunk = arguments[\.keepJunk]
        options.stale = StaleOptions.policy(arguments, io: io, command: spec.name)
        options.configuration = configuration
        let progress = ProgressDisplay(io: io, label: "unpacking")
        options.progress = progress.handler
        defer { progress.finish() }
        do {
            let result = try Unpacker.unpack(zip: zip, to: output, options: options)
            progress.finish()
            // Only the zip checks ran: in text, "no problems found" would claim more than that.
            var status = ExitStatus.success
            let isText = arguments[\.format] == .text
            if !isText || !result.diagnostics.isEmpty {
                status = ReportOptions.emit(
                    Report(inputs: [Report.Input(name: zip, diagnostics: result.diagnostics)]), arguments,
                    io: io, configuration: configuration)
            }
            var summary =
                "unpacked \(counted(result.files, "file")) (\(counted(Int(result.bytes), "byte"))) into \(output)"
            if result.skippedJunk > 0 {
                summary += "; left out \(counted(result.skippedJunk, "junk entry", "junk entries"))"
            }
            io.err(summary + "\n")
            io.err(
                "unpack ran only the zip checks; for the others (views, translations, document models...): idv-res validate \(output)\n"
            )
            return status == .findings ? .findings : .success
        } catch let failure as Unpacker.Failure {
            progress.finish()
            switch failure {
            case .refused(let diagnostics):
                _ = ReportOptions.emit(
                    Report(inputs: [Report.Input(name: zip, diagnostics: diagnostics)]), arguments,
                    io: io, configuration: configuration)
                io.err("idv-res unpack: refused \(zip): nothing was written\n")
                return .findings
            case .unreadable(let message):
                io.err("error: \(message)\n")
                return .unreadable
            case .destinationExists(let path):
                // Made since the output gate looked.
                throw OutputGate.Refusal(
                    message: "\(path) exists; pass \(arguments.options.overwrite.spec.key) to replace it")
            case .writeFailed(let message):
                io.err("error: \(message); nothing was left behind\n")
                // The folder could not be written where the command line says: exit 2, as for a bad -o.
                return .usage
            }
        }
    }
}
