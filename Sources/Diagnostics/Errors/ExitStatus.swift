/// How a command ends: the statuses every command uses (the CLI documents them in `--help`
/// and the README; a library user maps an error to the same status with `exitStatus(for:)`).
public enum ExitStatus: Int32, Sendable {
    /// No errors (and no warnings under `--strict`).
    case success = 0
    /// Errors found (or warnings, with `--strict`); for verify, a file failed.
    case findings = 1
    /// The command line or the configuration is wrong.
    case usage = 2
    /// An input could not be read at all.
    case unreadable = 3
    /// A bug in idv-res: an error nobody expected. Never an input's fault.
    case internalError = 4
    /// Interrupted (128 + the signal): SIGHUP, SIGINT, SIGTERM.
    case hangup = 129
    case interrupted = 130
    case terminated = 143

    /// The status of a command stopped by `signal`.
    public static func interrupted(by signal: Int32) -> ExitStatus {
        ExitStatus(rawValue: 128 + signal) ?? .interrupted
    }
}
