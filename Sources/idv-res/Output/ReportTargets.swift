import Diagnostics
import Foundation
import ResourceBundle
import RuleCatalog

/// Where a command's reports go: `--report FORMAT[=FILE]` (repeatable), and the `--format`
/// report, on standard output or in `--output FILE`. At most one report goes to standard output.
struct ReportTargets {
    struct Target: Equatable {
        var format: ReportFormat
        /// nil: standard output.
        var path: String?
        /// The option that named it, for messages (`--report sarif`, `--output`).
        var option = "--output"
    }

    var targets: [Target] = []

    /// The default: a text report on standard output.
    static let standardOutputText = ReportTargets(targets: [Target(format: .text, path: nil)])

    private init(targets: [Target]) {
        self.targets = targets
    }

    /// Usage errors before any work: bad combinations. (What a report file may replace, and two
    /// outputs on one file, the output gate decided before the command ran.)
    init(_ arguments: ParsedArguments<some ReportingOptions>) throws {
        func fail(_ message: String) -> UsageError { UsageError(message: message, command: arguments.spec.name) }
        for request in arguments[\.report] {
            guard let output = request.output else {
                throw fail(
                    "--report \(request.format.rawValue)=: name the file to write (or '-' for standard output)")
            }
            targets.append(
                Target(format: request.format, path: output.path, option: "--report \(request.format.rawValue)"))
        }
        // pack and unpack have an --output of their own (what they write, a String), not the report's.
        let output = arguments[\.reportOutput]
        if arguments.isGiven(\.format) || output != nil
            || !targets.contains(where: { $0.path == nil })
        {
            let format = arguments[\.format] ?? .text
            targets.append(Target(format: format, path: output?.path))
        }
        if targets.filter({ $0.path == nil }).count > 1 {
            throw fail("only one report can go to standard output; give the others a file (--report FORMAT=FILE)")
        }
        if arguments[\.filter?.statistics], !targets.contains(where: { $0.format == .text }) {
            throw fail("--statistics applies to the text report")
        }
        if arguments[\.annotateNotes], !targets.contains(where: { $0.format == .github }) {
            throw fail("--annotate-notes applies to the github report")
        }
    }

    /// Renders every report; files are written whole (a temporary file renamed into place).
    /// A github report also appends the job summary when `GITHUB_STEP_SUMMARY` is set.
    func write(
        _ report: Report, arguments: ParsedArguments<some ReportingOptions>, io: CommandIO, status: ExitStatus,
        configuration: Configuration = Configuration(), textLimit: TextReporter.PerFileLimit? = nil
    ) -> Bool {
        var ok = true
        for target in targets {
            let reporter: Reporter
            switch target.format {
            case .github: reporter = GitHubReporter(annotateNotes: arguments[\.annotateNotes])
            case .text where arguments[\.filter?.statistics]: reporter = StatisticsReporter()
            case .text where textLimit != nil:
                reporter = TextReporter(colored: target.path == nil && io.useColor, limit: textLimit)
            default:
                reporter = target.format.reporter(
                    // Only SARIF lists rules; building the registry costs a run ~2% of its CPU.
                    colored: target.path == nil && io.useColor, rules: target.format == .sarif ? RuleRegistry.all : [],
                    toolVersion: IDVRes.version, invocation: invocation(arguments, io: io, status: status),
                    rulesDocumentation: configuration.rulesDocumentationURL)
            }
            let text = reporter.render(report)
            guard let path = target.path else {
                io.out(text)
                continue
            }
            do {
                try Data(text.utf8).write(
                    to: URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: io.currentDirectory)),
                    options: .atomic)
            } catch {
                let reason = OutputFailure.reason(
                    writing: path, in: io.currentDirectory, createsFolders: false, error: error)
                io.err("error: cannot write the \(target.format.rawValue) report to \(path): \(reason)\n")
                ok = false
            }
        }
        if targets.contains(where: { $0.format == .github }), let summary = io.environment["GITHUB_STEP_SUMMARY"],
            !summary.isEmpty
        {
            ok = Self.append(MarkdownSummary().render(report), to: summary, io: io) && ok
        }
        return ok
    }

    /// What the SARIF report records of this run: the command line as typed, where, and how it ended.
    func invocation(_ arguments: ParsedArguments<some ReportingOptions>, io: CommandIO, status: ExitStatus)
        -> SARIFInvocation
    {
        let typed = io.arguments.isEmpty ? [arguments.spec.name] : io.arguments
        return SARIFInvocation(
            arguments: ["idv-res"] + typed, workingDirectory: io.currentDirectory, exitCode: status.rawValue,
            executionSuccessful: status != .unreadable, automationID: "idv-res/\(arguments.spec.name)/")
    }

    /// Appends to the job summary file (the runner collects what each step appends).
    static func append(_ text: String, to path: String, io: CommandIO) -> Bool {
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            io.err("error: cannot append the job summary to \(path)\n")
            return false
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
            return true
        } catch {
            io.err("error: cannot append the job summary to \(path): \(error.localizedDescription)\n")
            return false
        }
    }
}

/// `--report FORMAT[=FILE]`: a report in FORMAT, to FILE or (no FILE, or `-`) standard output.
struct ReportRequest: OptionValue {
    var format: ReportFormat
    /// nil: `FORMAT=` with no file named (a usage error of its own).
    var output: OutputPath?

    static func parse(_ text: String) -> Result<ReportRequest, InvalidOptionValue> {
        let name = String(text.prefix { $0 != "=" })
        guard let format = ReportFormat(rawValue: name) else {
            let formats = ReportFormat.allCases.map(\.rawValue)
            return .failure(
                InvalidOptionValue(
                    reason: "expected FORMAT or FORMAT=FILE, FORMAT one of " + formats.joined(separator: ", ")
                        + Suggestions.didYouMean(Suggestions.closest(to: name, in: formats))))
        }
        guard text.contains("=") else { return .success(ReportRequest(format: format, output: .standardOutput)) }
        let file = String(text.drop { $0 != "=" }.dropFirst())
        return .success(ReportRequest(format: format, output: file.isEmpty ? nil : OutputPath(file)))
    }
}
