import Diagnostics

/// `--min-severity`, `--quiet` and `--statistics`: what a report shows. Hidden findings do not
/// fail the run either; `--strict` with a filter that hides warnings is a usage error.
struct ReportFilter {
    /// The filter's options, in the order help lists them (validate, pack, lottie).
    struct Options: OptionGroup {
        let minSeverity = Option<Severity>(
            "--min-severity", valueName: "severity", help: "Report only findings of this severity or worse.")
        let quiet = Flag("--quiet", "-q", help: "Report only errors (--min-severity error).")
        let statistics = Flag(
            "--statistics", help: "Text report: the number of findings per rule instead of each finding.")
    }

    var minimum: Severity = .note

    init(_ arguments: ParsedArguments<some ReportingOptions>) throws {
        func fail(_ message: String) -> UsageError { UsageError(message: message, command: arguments.spec.name) }
        // Commands without the filter (verify) may have a --quiet or --strict of their own meaning.
        guard arguments.options.filter != nil else { return }
        if let severity = arguments[\.filter?.minSeverity] {
            minimum = severity
        }
        if arguments[\.filter?.quiet] {
            if arguments.isGiven(\.filter?.minSeverity), minimum != .error {
                throw fail("--quiet reports only errors; it contradicts --min-severity \(minimum.rawValue)")
            }
            minimum = .error
        }
        if arguments[\.strict], minimum == .error {
            let hider = arguments[\.filter?.quiet] ? "--quiet" : "--min-severity error"
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
