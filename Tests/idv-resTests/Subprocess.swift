import Foundation

/// The real `idv-res` binary run as a child process, for hostile inputs: the outcome
/// (exit status, output, peak memory, killed at the time limit) proves it ended in bounded
/// time and space, where an in-process run would hang the test or take the test runner down
/// with it.
typealias SubprocessResult = ProcessResult

/// Runs `idv-res arguments` in `directory`, killing it after `timeout` seconds.
func runSubprocess(
    _ arguments: [String], in directory: URL, timeout: TimeInterval = 60,
    environment extra: [String: String] = [:]
) throws -> SubprocessResult {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.merge(extra) { _, new in new }
    return try ChildProcess(try builtExecutable(), arguments, in: directory.path, environment: environment)
        .wait(timeout: timeout)
}
