import Diagnostics

/// `--min-severity`, `--quiet` and `--statistics`: what a report shows. Hidden findings do not
/// fail the run either; `--strict` with a filter that hides warnings is a usage error.
struct ReportFilter {
    static let specs: [OptionSpec] = [
        .value(
            "--min-severity", valueName: "severity", help: "Report only findings of this severity or worse.",
            allowed: Severity.allCases.reversed().map(\.rawValue)),
        .flag("--quiet", "-q", help: "Report only errors (--min-severity error)."),
        .flag("--statistics", help: "Text report: the number of findings per rule instead of each finding."),
    ]

    var minimum: Severity = .note

    init(_ arguments: ParsedArguments) throws {
        func fail(_ message: String) -> UsageError { UsageError(message: message, command: arguments.spec.name) }
        // Commands without the filter (verify) may have a --quiet or --strict of their own meaning.
        guard arguments.spec.options.contains(where: { $0.names.contains("--min-severity") }) else { return }
        if let text = arguments.value("--min-severity"), let severity = Severity(rawValue: text) { minimum = severity }
        if arguments.flag("--quiet") {
            if arguments.isGiven("--min-severity"), minimum != .error {
                throw fail("--quiet reports only errors; it contradicts --min-severity \(minimum.rawValue)")
            }
            minimum = .error
        }
        if arguments.flag("--strict"), minimum == .error {
            let hider = arguments.flag("--quiet") ? "--quiet" : "--min-severity error"
            throw fail(
                "--strict fails on warnings, which \(hider) hides"
            )
        }
    }

    func apply(to report: Report) -> Report {
        var copy = report
        for index in copy.inputs.indices {
            copy.inputs[index].diagnostics.removeAll { $0.severity < minimum }
        }
        return copy
    }
}
