import Diagnostics

/// `--min-severity`, `--quiet` and `--statistics`: what a report shows. Hidden findings do not
/// fail the run either; `--strict` with a filter that hides warnings is a usage error.
struct ReportFilter {
    static let minSeverity = Option<Severity>(
        "--min-severity", valueName: "severity", help: "Report only findings of this severity or worse.")
    static let quiet = Flag("--quiet", "-q", help: "Report only errors (--min-severity error).")
    static let statistics = Flag(
        "--statistics", help: "Text report: the number of findings per rule instead of each finding.")

    static let options: [any DeclaredOption] = [
        minSeverity,
        quiet,
        statistics,
    ]

    var minimum: Severity = .note

    init(_ arguments: ParsedArguments) throws {
        func fail(_ message: String) -> UsageError { UsageError(message: message, command: arguments.spec.name) }
        // Commands without the filter (verify) may have a --quiet or --strict of their own meaning.
        guard arguments.declares(ReportFilter.minSeverity) else { return }
        if let severity = arguments[ReportFilter.minSeverity] {
            minimum = severity
        }
        if arguments[ReportFilter.quiet] {
            if arguments.isGiven(ReportFilter.minSeverity), minimum != .error {
                throw fail("--quiet reports only errors; it contradicts --min-severity \(minimum.rawValue)")
            }
            minimum = .error
        }
        if arguments[ReportOptions.strict], minimum == .error {
            let hider = arguments[ReportFilter.quiet] ? "--quiet" : "--min-severity error"
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

/// `--min-severity`: the worst first, as help lists them.
extension Severity: ChoiceValue {
    static var choices: [Severity] { allCases.reversed() }
}
