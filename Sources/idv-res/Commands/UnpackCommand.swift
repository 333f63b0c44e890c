import Diagnostics
import Foundation
import ResourceBundle

/// `idv-res unpack ZIP -o DIR`: the hygiene rules first, then all or nothing.
enum UnpackCommand: CLICommand {
    struct Options: GroupedReportOptions, StaleReading, ZipLimitReading {
        let output = Option<String>("--output", "-o", valueName: "dir", help: "The folder to create (required).")
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
            colliding names, encryption, corruption, bombs) refuses the zip with nothing \
            written. Entries go to a temporary folder beside DIR, renamed into place only when \
            every entry was written and passed its CRC check. Junk (__MACOSX/, .DS_Store...) \
            is left out unless --keep-junk. Interrupted (SIGINT, SIGTERM, SIGHUP), it removes the \
            temporary folder and exits 130, 143 or 129; temporaries of killed runs beside DIR are \
            removed (--keep-stale: named).
            """,
        arguments: [ArgumentSpec(name: "zip", help: "The resources zip.")]
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let zip = arguments.positionals[0]
        guard let output = arguments[\.output] else {
            throw UsageError(message: "missing '--output <dir>': the folder to unpack into", command: spec.name)
        }
        let configuration = try ReportOptions.configuration(arguments, io: io)
        var options = Unpacker.Options()
        options.limits = ZipLimitOptions.limits(arguments)
        let replace = arguments[\.overwrite] || arguments[\.force]
        if arguments[\.force] {
            io.err(
                "idv-res unpack: warning: --force is deprecated here: use --overwrite (pack's --force packs despite errors)\n"
            )
        }
        if FileManager.default.fileExists(atPath: output) {
            if let refusal = OutputKind.refusal(toReplace: output, with: .folder) {
                throw UsageError(message: refusal, command: spec.name)
            }
            if replace, Packer.isInside(zip, output) {
                throw UsageError(
                    message: "\(zip) is inside \(output): replacing it would remove the zip", command: spec.name)
            }
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
                throw UsageError(
                    message: "\(path) already exists (use \(arguments.options.overwrite.spec.key) to replace it)",
                    command: spec.name)
            case .writeFailed(let message):
                io.err("error: \(message); nothing was left behind\n")
                return .findings
            }
        }
    }
}
