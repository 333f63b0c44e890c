import Diagnostics
import ResourceBundle
import RuleCatalog

/// The options every command that prints a report shares, and how it prints one.
enum ReportOptions {
    static var format: Option<ReportFormat> {
        Option(
            "--format", valueName: "format", help: "Output format.", defaultValue: ReportFormat.text)
    }
    static var strict: Flag { Flag("--strict", help: "Fail (exit 1) on warnings too.") }
    static var config: Option<String> {
        Option<String>(
            "--config", valueName: "file",
            help: "Configuration file (default: the nearest .idv-res.json from the working directory up).",
            isInput: true)
    }
    static var report: Repeated<ReportRequest> {
        Repeated<ReportRequest>(
            "--report", valueName: "format[=file]",
            help: "Also write a report in FORMAT to FILE ('-' or no FILE: standard output), "
                + "e.g. --report sarif=idv.sarif --report github.", writes: .report)
    }
    static var annotateNotes: Flag {
        Flag(
            "--annotate-notes",
            help: "github reports: annotate notes too (by default only errors and warnings, errors first).")
    }

    /// The report options most commands list together, in the order help lists them;
    /// validate's `--strict` says more.
    struct Group: OptionGroup {
        let format: Option<ReportFormat>
        let strict: Flag
        let config: Option<String>
        let color: Option<CommandIO.ColorChoice>
        let report: Repeated<ReportRequest>
        let annotateNotes: Flag

        /// Built in help's order, `strict` in its place (an autoclosure: the spec is recorded
        /// as the declarations are built).
        init(strict: @autoclosure () -> Flag = ReportOptions.strict) {
            format = ReportOptions.format
            self.strict = strict()
            config = ReportOptions.config
            color = CommandIO.color
            report = ReportOptions.report
            annotateNotes = ReportOptions.annotateNotes
        }
    }

    /// `--output FILE` for commands that have no output of their own: where the --format report goes.
    static var output: Option<OutputPath> {
        Option<OutputPath>(
            "--output", valueName: "file",
            help: "Write the --format report to FILE instead of standard output.", writes: .formatReport)
    }

    /// The configuration named by `--config`, or found from the working directory upward.
    static func configuration(_ arguments: ParsedArguments<some ReportingOptions>, io: CommandIO) throws
        -> Configuration
    {
        // Bad --report, --min-severity or --statistics combinations are usage errors before any work.
        _ = try ReportTargets(arguments)
        _ = try ReportFilter(arguments)
        return try loadConfiguration(arguments, io: io)
    }

    /// The configuration alone, for a command that prints no report (strings' app mode).
    static func loadConfiguration(_ arguments: ParsedArguments<some ConfigurationOptions>, io: CommandIO) throws
        -> Configuration
    {
        let path = arguments[\.config] ?? Configuration.discover(from: io.currentDirectory)
        guard let path else { return Configuration() }
        return try Configuration.load(path: path, knownRules: RuleRegistry.ids)
    }

    /// Applies the configuration, prints the report in the chosen format, and returns the
    /// exit status: 3 if an input was unreadable, 1 on failures, else 0. `textLimit` caps the
    /// findings per file of text reports (lottie's `--max-findings-per-file`); the others keep all.
    static func emit(
        _ report: Report, _ arguments: ParsedArguments<some ReportingOptions>, io: CommandIO,
        configuration: Configuration,
        baseline: BaselineOptions? = nil, textLimit: TextReporter.PerFileLimit? = nil
    ) -> ExitStatus {
        var report = report
        for index in report.inputs.indices {
            report.inputs[index].diagnostics = configuration.apply(to: report.inputs[index].diagnostics)
        }
        if let path = baseline?.writePath {
            return writeBaseline(report, to: path, io: io)
        }
        if let recorded = baseline?.baseline {
            report = recorded.apply(to: report)
        }
        if let filter = try? ReportFilter(arguments) {
            report = filter.apply(to: report)
        }
        let targets =
            (try? ReportTargets(arguments)) ?? ReportTargets.standardOutputText
        // Known before the reports are written: the SARIF report records it.
        let status: ExitStatus =
            report.hasUnreadableInput
            ? .unreadable
            : report.fails(strict: arguments[\.strict]) ? .findings : .success
        // A report that cannot be written where the command line says: a usage error (exit 2).
        guard
            targets.write(
                report, arguments: arguments, io: io, status: status, configuration: configuration,
                textLimit: textLimit)
        else {
            return .usage
        }
        return status
    }

    /// `--write-baseline`: records the findings instead of reporting them; never from a run
    /// that could not read an input (its baseline would miss that input's findings).
    static func writeBaseline(_ report: Report, to path: String, io: CommandIO) -> ExitStatus {
        if report.hasUnreadableInput {
            io.out(TextReporter(colored: io.useColor).render(report))
            io.err("error: baseline not written: an input could not be read\n")
            return .unreadable
        }
        var baseline = Baseline(recording: report)
        // Rewriting a baseline keeps what it recorded of inputs this run did not check.
        let checked = Set(report.inputs.map { Baseline.inputName($0.name) })
        let kept = ((try? Baseline.load(path: path))?.entries ?? []).filter { entry in
            entry.inputName.map { !checked.contains($0) } ?? false
        }
        let count = baseline.entries.count
        baseline = Baseline(entries: baseline.entries + kept)
        do {
            try BaselineOptions.write(baseline, to: path)
        } catch {
            // Named on the command line and not writable: exit 2, as for a bad report file.
            let reason = OutputFailure.reason(
                writing: path, in: io.currentDirectory, createsFolders: false, error: error)
            io.err("error: cannot write the baseline \(path): \(reason)\n")
            return .usage
        }
        var line = "wrote \(count) finding\(count == 1 ? "" : "s") to the baseline \(path)"
        if !kept.isEmpty {
            line += " (kept \(kept.count) entr\(kept.count == 1 ? "y" : "ies") of inputs not checked in this run)"
        }
        io.err(line + "\n")
        return .success
    }
}

/// `--config` and `--strict`: a command that reads a configuration.
protocol ConfigurationOptions: ColorOptions {
    var config: Option<String> { get }
    var strict: Flag { get }
}

/// The options every command that prints a report has (`ReportOptions`' declarations), and
/// those only some have, which each command states (nil: it has none; no default, so a
/// declaration of the wrong type does not compile instead of going unread).
protocol ReportingOptions: ConfigurationOptions {
    var format: Option<ReportFormat> { get }
    var report: Repeated<ReportRequest> { get }
    var annotateNotes: Flag { get }
    /// `--output FILE` for the --format report (`ReportOptions.output`).
    var reportOutput: Option<OutputPath>? { get }
    var filter: ReportFilter.Options? { get }
}

/// A command whose report options are `ReportOptions.Group` (lottie lists them apart).
protocol GroupedReportOptions: ReportingOptions {
    var reporting: ReportOptions.Group { get }
}

extension GroupedReportOptions {
    var format: Option<ReportFormat> { reporting.format }
    var strict: Flag { reporting.strict }
    var config: Option<String> { reporting.config }
    var color: Option<CommandIO.ColorChoice> { reporting.color }
    var report: Repeated<ReportRequest> { reporting.report }
    var annotateNotes: Flag { reporting.annotateNotes }
}

/// `--format` and `--report FORMAT`: the report formats, as help lists them.
extension ReportFormat: ChoiceValue {}
