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

    static let helpText = """
        EXIT STATUS:
          0  no errors (with --strict: no errors and no warnings)
          1  errors found (with --strict: warnings too)
          2  usage error: bad command line or configuration file
          3  an input could not be read
        """
}
