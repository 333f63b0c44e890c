import Diagnostics
import ResourceBundle

/// The options every command that prints a report shares, and how it prints one.
enum ReportOptions {
    static let specs: [OptionSpec] = [
        .value("--format", valueName: "format", help: "Output format.", allowed: ReportFormat.allCases.map(\.rawValue), defaultValue: "text"),
        .flag("--strict", help: "Fail (exit 1) on warnings too."),
        .value("--config", valueName: "file", help: "Configuration file (default: the nearest .idv-res.json from the working directory up)."),
        CommandIO.colorOption,
    ]

    /// The configuration named by `--config`, or found from the working directory upward.
    static func configuration(_ arguments: ParsedArguments, io: CommandIO) throws -> Configuration {
        let path = arguments.value("--config") ?? Configuration.discover(from: io.currentDirectory)
        guard let path else { return Configuration() }
        return try Configuration.load(path: path, knownRules: RuleRegistry.ids)
    }

    /// Applies the configuration, prints the report in the chosen format, and returns the
    /// exit status: 3 if an input was unreadable, 1 on failures, else 0.
    static func emit(_ report: Report, _ arguments: ParsedArguments, io: CommandIO, configuration: Configuration) -> ExitCode {
        var report = report
        for index in report.inputs.indices {
            report.inputs[index].diagnostics = configuration.apply(to: report.inputs[index].diagnostics)
        }
        let format = ReportFormat(rawValue: arguments.value("--format") ?? "text") ?? .text
        let reporter = format.reporter(colored: io.useColor, rules: RuleRegistry.all, toolVersion: IDVRes.version)
        io.out(reporter.render(report))
        if report.hasUnreadableInput { return .unreadable }
        return report.fails(strict: arguments.flag("--strict")) ? .findings : .success
    }
}
