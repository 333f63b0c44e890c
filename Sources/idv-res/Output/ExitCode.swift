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

    static let helpText = """
        EXIT STATUS:
          0  no errors (with --strict: no errors and no warnings)
          1  errors found (with --strict: warnings too)
          2  usage error: bad command line or configuration file
          3  an input could not be read
          129, 130, 143  interrupted by SIGHUP, SIGINT, SIGTERM: temporaries removed, nothing written
        """
}
