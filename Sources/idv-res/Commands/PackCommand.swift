import Diagnostics
import Foundation
import ResourceBundle

/// `idv-res pack DIR -o OUT.zip`: validated, deterministic, atomic; prints the SHA-256.
enum PackCommand: CLICommand {
    struct Options: GroupedReportOptions, BaselineReading, StaleReading, InputLimitReading {
        let directory = Argument<String>("directory", help: "The unpacked resources.", isInput: true)
        let output = RequiredOption<String>(
            "--output", "-o", valueName: "zip", help: "The zip to write (required); never inside DIR.",
            missing: "the zip to write", writes: .output(.zip, replacing: .withOverwrite))
        let force = Flag("--force", help: "Pack even when validation finds errors.")
        let overwrite = Flag(
            "--overwrite",
            help: "Replace OUT when it is a zip (without it, an existing file is left alone: exit 2; "
                + "a file that is not a zip never is).")
        let storeMedia = Flag(
            "--store-media",
            help: "Store png, jpg and mp4 without trying deflate (faster; png then take a few percent more).")
        let baseline = BaselineOptions.apply
        let writeBaseline: Option<String>? = nil
        let keepStale = StaleOptions.keepStale
        let reporting = ReportOptions.Group()
        let reportOutput: Option<OutputPath>? = nil
        let filter: ReportFilter.Options? = ReportFilter.Options()
        let inputLimits = InputLimitOptions()
    }

    static let spec = CommandSpec(
        name: "pack",
        abstract: "Pack a resources directory into a deterministic zip.",
        discussion: """
            Validates DIR first and refuses when it has errors (unless --force). The zip is the \
            same byte for byte for the same content: entries sorted, one timestamp \
            (1980-01-01, or SOURCE_DATE_EPOCH), mode 0644, no extra fields. Each file is \
            deflated (level 9, on all cores) when that makes it smaller, else stored, so the zip \
            is no larger than zip -9's and mp4 and jpg stay stored; junk and links are left out. Written to a temporary \
            file and renamed into place; interrupted (SIGINT, SIGTERM, SIGHUP), it removes it and \
            exits 130, 143 or 129; temporaries of killed runs beside OUT are removed \
            (--keep-stale: named). Prints 'SHA256  OUT.zip' (the sha256sum format) on \
            standard output; the validation report goes to standard error.
            """
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let directory = arguments[\.directory]
        let output = arguments[\.output]
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            io.err("error: \(directory) is not a directory\n")
            return .unreadable
        }
        var options = ValidatedPack.Options()
        options.packing.storeMedia = arguments[\.storeMedia]
        options.packing.stale = StaleOptions.policy(arguments, io: io, command: spec.name)
        if let epoch = io.environment["SOURCE_DATE_EPOCH"], !epoch.isEmpty {
            guard let seconds = Int64(epoch) else {
                throw UsageError(
                    message: "SOURCE_DATE_EPOCH='\(epoch)' is not a whole number of seconds", command: spec.name)
            }
            options.packing.sourceDateEpoch = seconds
        }
        let configuration = try ReportOptions.configuration(arguments, io: io)
        let baseline = try BaselineOptions(arguments)
        options.validation.inputLimits = InputLimitOptions.limits(arguments, configuration: configuration)
        options.validation.configuration = configuration
        let progress = ProgressDisplay(io: io, label: "packing")
        options.packing.progress = progress.handler
        // The report goes to standard error: standard output is for the 'SHA256  OUT.zip' line.
        let reportIO = CommandIO(
            writeOut: io.writeErr, writeErr: io.writeErr, stdoutIsTerminal: io.stderrIsTerminal,
            stderrIsTerminal: io.stderrIsTerminal, environment: io.environment,
            currentDirectory: io.currentDirectory, readStandardInput: io.readStandardInput)
        reportIO.colorChoice = io.colorChoice
        var status = ExitStatus.success
        let outcome: ValidatedPack.Outcome
        do {
            outcome = try ValidatedPack.pack(directory: directory, to: output, options: options) { report in
                progress.finish()
                if !report.diagnostics.isEmpty || report.hasUnreadableInput {
                    status = ReportOptions.emit(
                        report, arguments, io: reportIO, configuration: configuration, baseline: baseline)
                }
                return status == .success || (status == .findings && arguments[\.force])
            }
        } catch {
            progress.finish()
            throw error
        }
        let result: Packer.Result
        switch outcome.zip {
        case .failed(let failure):
            io.err("error: \(failure.message); nothing was written\n")
            // The zip could not be written where the command line says: exit 2, as for a bad -o.
            if failure.writingOutput { return .usage }
            return status == .unreadable ? .unreadable : .findings
        case .refused:
            if status == .findings {
                io.err("idv-res pack: not packed: \(directory) has errors (--force packs anyway)\n")
            }
            return status
        case .written(let written):
            result = written
        }
        io.out("\(result.sha256)  \(output)\n")
        var summary =
            "packed \(counted(result.files, "file")) (\(counted(Int(result.bytes), "byte"))) into \(output) "
            + "(\(counted(Int(result.compressedSize), "byte")))"
        if result.skippedJunk > 0 { summary += "; left out \(counted(result.skippedJunk, "junk file"))" }
        if !result.skippedOther.isEmpty {
            summary +=
                "; left out \(counted(result.skippedOther.count, "link or special file", "links or special files"))"
        }
        io.err(summary + "\n")
        return .success
    }
}
