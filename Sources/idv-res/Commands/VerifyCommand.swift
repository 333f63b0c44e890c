import Checksums
import Diagnostics
import Foundation
import ResourceBundle

/// `idv-res verify`: SHA-256 sums of SDK distributions against a sums file, a Package.swift's
/// binary targets, or one expected digest.
enum VerifyCommand: CLICommand {
    struct Options: GroupedReportOptions, JobsOption {
        let file = RepeatedArgument<String>(
            "file", help: "With --sha256: the file to check ('-' reads standard input).", minimum: 0, isInput: true)
        let check = Repeated<String>(
            "--check", "-c", valueName: "sums",
            help: "A sums file: 'HEX  FILE', 'HEX *FILE' or 'SHA256 (FILE) = HEX' lines ('-': standard input).",
            isInput: true)
        let packageSwift = Repeated<String>(
            "--package-swift", valueName: "file",
            help: "A Package.swift whose .binaryTarget(url:checksum:) zips are verified.", isInput: true)
        let sha256 = Option<String>(
            "--sha256", valueName: "hex", help: "The expected SHA-256 of FILE: 64 hex digits, either case.")
        let dir = Option<String>(
            "--dir", valueName: "dir",
            help: "Where the files named by sums files and Package.swift are (default: the working directory).",
            isInput: true)
        let quiet = Flag("--quiet", "-q", help: "Do not print 'NAME: OK' lines (text format).")
        let status = Flag(
            "--status", help: "Print nothing (text format): the exit status says it all, as sha256sum --status.")
        let ignoreMissing = Flag(
            "--ignore-missing",
            help: "A file that does not exist is neither reported nor a failure (but verifying none fails).")
        let jobs = ChecksumOptions.jobs
        let reporting = ReportOptions.Group()
        let reportOutput: Option<OutputPath>? = nil
        let filter: ReportFilter.Options? = nil
    }

    static let spec = CommandSpec(
        name: "verify",
        abstract: "Verify SHA-256 sums of SDK distributions.",
        discussion: """
            Three ways to say what to expect:
              idv-res verify -c SHA256SUMS [--dir DIR]        every line of a sums file (GNU or BSD lines, mixed)
              idv-res verify --package-swift Package.swift [--dir DIR]
                                                            every .binaryTarget(url:checksum:), against the zip of the
                                                            URL's file name in DIR
              idv-res verify FILE --sha256 HEX                one file

            In text format each file prints 'NAME: OK', 'NAME: FAILED', 'NAME: MISSING' or 'NAME: FAILED open \
            or read' as sha256sum -c does, in the order listed; then every finding as 'path:line:col: error: \
            message [rule]', located at the digest (or the file name) in the sums file or Package.swift; then \
            a summary. Exit status 1 when any file fails or any line is malformed, 3 when a sums file or \
            Package.swift cannot be read.

            sha256sum's --quiet, --status, --ignore-missing and --strict mean the same here (a malformed \
            line fails even without --strict). Names in a sums file are relative to the working directory, \
            as for sha256sum -c, and a name not found there to the sums file's folder; with --dir, to --dir \
            only.
            """
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let configuration = try ReportOptions.configuration(arguments, io: io)
        let jobs = ChecksumOptions.jobs(arguments)
        var stdinFile: StandardInputFile?
        func open(_ path: String) throws -> String {
            guard path == "-" else { return ChecksumCommand.resolve(path, io) }
            if io.standardInputDescriptor != nil { return "/dev/stdin" }
            if stdinFile == nil { stdinFile = try StandardInputFile(io: io, suffix: "") }
            return stdinFile!.path
        }
        let plans = try makePlans(arguments, io: io, open: open)

        let isText = arguments[\.format] == .text
        let silent = arguments[\.status]
        let quiet = arguments[\.quiet] || silent
        let ignoreMissing = arguments[\.ignoreMissing]
        var inputs: [Report.Input] = []
        var missing: [ChecksumExpectation] = []
        for plan in plans {
            if !plan.diagnostics.isEmpty {
                inputs.append(
                    Report.Input(name: plan.source, diagnostics: plan.diagnostics, unreadable: plan.unreadable))
            }
            let expectations = plan.expectations
            let progress = ChecksumProgress(sizes: expectations.map { FileHasher.size(of: $0.openPath) }, io: io)
            let advance = progress?.advancer
            var verified = 0
            ChecksumVerifier.verify(expectations, jobs: jobs, progress: advance) { index, outcome in
                let expectation = expectations[index]
                progress?.finish()
                if case .missing = outcome {
                    missing.append(expectation)
                    if ignoreMissing { return }
                }
                verified += 1
                if isText, !silent, !(quiet && outcome == .ok) {
                    io.out("\(statusName(expectation.name)): \(outcome.status)\n")
                }
                let diagnostics = ChecksumVerifier.diagnostic(for: expectation, outcome).map { [$0] } ?? []
                inputs.append(Report.Input(name: expectation.path, diagnostics: diagnostics))
            }
            if ignoreMissing, verified == 0, !expectations.isEmpty {
                inputs.append(
                    Report.Input(
                        name: plan.source,
                        diagnostics: [
                            ChecksumRules.NothingToVerify.allMissing(
                                listedIn: plan.source, skippedBy: "--ignore-missing")
                        ]))
            }
        }
        if !silent, !ignoreMissing, let hint = wrongFolderHint(missing, arguments: arguments, io: io) {
            io.err("hint: \(hint)\n")
        }
        // --status: the same report, only not shown.
        let shown =
            silent && isText
            ? CommandIO(
                writeOut: { _ in }, writeErr: io.writeErr, stdoutIsTerminal: false, stderrIsTerminal: false,
                environment: io.environment, currentDirectory: io.currentDirectory,
                readStandardInput: io.readStandardInput) : io
        return ReportOptions.emit(Report(inputs: inputs), arguments, io: shown, configuration: configuration)
    }

    /// Missing files of a sums file, when the sums file was run from another folder: where the
    /// names are looked for, where they are, and `--dir`.
    static func wrongFolderHint(_ missing: [ChecksumExpectation], arguments: ParsedArguments<Options>, io: CommandIO)
        -> String?
    {
        guard let first = missing.first, first.origin == nil,
            let sums = arguments[\.check].first(where: { $0 == first.digestLocation.file }), sums != "-"
        else { return nil }
        let sumsFolderName = PathParts(sums).folder
        let besideSums = sumsFolderName.isEmpty ? "" : " or to \(sumsFolderName), the sums file's folder"
        let relativeTo =
            arguments[\.dir].map { "--dir \($0)" }
            ?? "the working directory (\(io.currentDirectory))\(besideSums)"
        let sumsFolder = PathParts(ChecksumCommand.resolve(sums, io)).folder
        let there = PathParts.joining(sumsFolder, first.name)
        if FileManager.default.fileExists(atPath: there),
            sumsFolder != PathParts(ChecksumCommand.resolve(first.path, io)).folder
        {
            let typed = PathParts(sums).folder
            return "the names in \(sums) are relative to \(relativeTo); \(first.name) is in \(sumsFolder): "
                + "pass --dir \(typed.isEmpty ? "." : typed), or run from there"
        }
        return "the names in \(sums) are relative to \(relativeTo); pass --dir FOLDER to look for them elsewhere"
    }

    /// The name as `sha256sum -c` shows it: as written, escaped GNU-style only when it holds a
    /// line break (which would split the status line).
    static func statusName(_ name: String) -> String {
        guard name.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return name }
        let escaped = ChecksumLine.escape(name)
        return escaped.prefix + escaped.name
    }

    /// What to verify, from the options; a contradictory command line is a usage error.
    static func makePlans(_ arguments: ParsedArguments<Options>, io: CommandIO, open: (String) throws -> String) throws
        -> [ChecksumPlan]
    {
        func usage(_ message: String) -> UsageError { UsageError(message: message, command: spec.name) }
        let sums = arguments[\.check]
        let packages = arguments[\.packageSwift]
        let files = arguments[\.file]
        let directory = arguments[\.dir]
        let base = io.currentDirectory

        if let hex = arguments[\.sha256] {
            guard sums.isEmpty, packages.isEmpty else {
                throw usage("--sha256 checks one FILE; it cannot be combined with --check or --package-swift")
            }
            guard files.count == 1 else {
                throw usage(
                    files.isEmpty
                        ? "--sha256 needs the FILE to check" : "--sha256 checks one FILE; \(files.count) were given")
            }
            guard ChecksumManifest.isSHA256Hex(hex) else {
                let hexDigits = hex.allSatisfy(\.isHexDigit)
                throw usage(
                    "invalid value for '--sha256': expected 64 hex digits, got \(hexDigits ? counted(hex.count, "digit") : "'\(hex)'")"
                )
            }
            guard arguments[\.dir] == nil else {
                throw usage("--dir applies to --check and --package-swift, not to --sha256")
            }
            return [ChecksumPlan.single(files[0], openPath: try open(files[0]), hex: hex)]
        }
        if let extra = files.first {
            throw usage(
                sums.isEmpty && packages.isEmpty
                    ? "nothing to verify '\(extra)' against: give --sha256 HEX, or use -c SUMS or --package-swift FILE"
                    : "unexpected argument '\(extra)': the files to verify come from the sums file or Package.swift")
        }
        guard !sums.isEmpty || !packages.isEmpty else {
            throw usage("nothing to verify: give -c SUMS, --package-swift Package.swift, or FILE --sha256 HEX")
        }
        return try sums.map {
            ChecksumPlan.manifest($0, openPath: try open($0), directory: directory, base: base, besideSums: true)
        }
            + packages.map { ChecksumPlan.packageSwift($0, openPath: try open($0), directory: directory, base: base) }
    }
}
