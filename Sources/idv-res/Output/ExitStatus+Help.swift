import Diagnostics

/// The exit statuses as `--help` prints them (Diagnostics' `ExitStatus`).
extension ExitStatus {
    /// What `spec`'s exit statuses mean, as its `--help` prints them: only its own codes, and
    /// `--strict` only when it has that option.
    static func helpText(for spec: CommandSpec) -> String {
        let strict = spec.has(ReportOptions.strict)
        var lines = ["EXIT STATUS:"]
        for code in spec.exitCodes {
            if let meaning = spec.exitMeanings[code] {
                lines.append("  \(code.rawValue)  \(meaning)")
                continue
            }
            switch code {
            case .success:
                lines.append(
                    "  0  "
                        + (spec.exitCodes.contains(.findings)
                            ? (strict ? "no errors (with --strict: no errors and no warnings)" : "no errors") : "done"))
            case .findings: lines.append("  1  errors found" + (strict ? " (with --strict: warnings too)" : ""))
            case .usage:
                // A file it writes that cannot be, or may not be replaced, is the command line's mistake.
                var mistakes = ["bad command line"]
                if spec.has(ReportOptions.config) { mistakes.append("configuration file") }
                if spec.options.contains(where: { $0.output != nil }) { mistakes.append(writingMistake) }
                let listed = mistakes.dropLast().joined(separator: ", ")
                lines.append("  2  usage error: " + (listed.isEmpty ? "" : listed + " or ") + mistakes.last!)
            case .unreadable: lines.append("  3  an input could not be read")
            case .internalError, .hangup, .interrupted, .terminated: break
            }
        }
        lines.append(internalErrorLine)
        let written = spec.has(StaleOptions.keepStale) ? ": temporaries removed, nothing written" : ""
        lines.append("  129, 130, 143  interrupted by SIGHUP, SIGINT, SIGTERM" + written)
        return lines.joined(separator: "\n")
    }

    static let internalErrorLine = "  4  internal error (a bug in idv-res): please report it"

    /// The usage error of a command that writes files (OutputGate, and a write that fails).
    static let writingMistake = "an output it cannot write or may not replace"

    static let helpText = """
        EXIT STATUS:
          0  no errors (with --strict: no errors and no warnings)
          1  errors found (with --strict: warnings too)
          2  usage error: bad command line, configuration file or an output it cannot write or may not replace
          3  an input could not be read
          4  internal error (a bug in idv-res): please report it
          129, 130, 143  interrupted by SIGHUP, SIGINT, SIGTERM: temporaries removed, nothing written
        """
}
