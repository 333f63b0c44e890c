/// The exit statuses every command uses (documented in `idv-res --help`).
enum ExitCode: Int32 {
    /// No errors (and no warnings under `--strict`).
    case success = 0
    /// Errors found (or warnings, with `--strict`); for verify, a file failed.
    case findings = 1
    /// The command line or the configuration is wrong.
    case usage = 2
    /// An input could not be read at all.
    case unreadable = 3
    /// Interrupted (128 + the signal): SIGHUP, SIGINT, SIGTERM.
    case hangup = 129
    case interrupted = 130
    case terminated = 143

    /// The status of a command stopped by `signal`.
    static func interrupted(by signal: Int32) -> ExitCode {
        ExitCode(rawValue: 128 + signal) ?? .interrupted
    }

    /// What `spec`'s exit statuses mean, as its `--help` prints them: only its own codes, and
    /// `--strict` only when it has that option.
    static func helpText(for spec: CommandSpec) -> String {
        let strict = spec.has("--strict")
        var lines = ["EXIT STATUS:"]
        for code in spec.exitCodes {
            switch code {
            case .success:
                lines.append(
                    "  0  "
                        + (spec.exitCodes.contains(.findings)
                            ? (strict ? "no errors (with --strict: no errors and no warnings)" : "no errors") : "done"))
            case .findings: lines.append("  1  errors found" + (strict ? " (with --strict: warnings too)" : ""))
            case .usage:
                lines.append(
                    "  2  usage error: bad command line" + (spec.has("--config") ? " or configuration file" : ""))
            case .unreadable: lines.append("  3  an input could not be read")
            case .hangup, .interrupted, .terminated: break
            }
        }
        let written = spec.has("--keep-stale") ? ": temporaries removed, nothing written" : ""
        lines.append("  129, 130, 143  interrupted by SIGHUP, SIGINT, SIGTERM" + written)
        return lines.joined(separator: "\n")
    }

    static let helpText = """
        EXIT STATUS:
          0  no errors (with --strict: no errors and no warnings)
          1  errors found (with --strict: warnings too)
          2  usage error: bad command line or configuration file
          3  an input could not be read
          129, 130, 143  interrupted by SIGHUP, SIGINT, SIGTERM: temporaries removed, nothing written
        """
}
