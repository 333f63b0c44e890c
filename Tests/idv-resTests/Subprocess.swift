import Foundation
import TestPrerequisites
import XCTest

/// The real `idv-res` binary run as a child process, for hostile inputs: the outcome
/// (exit status, output, peak memory) proves it ended in bounded time and space, where an
/// in-process run would hang the test or take the test runner down with it.
struct SubprocessResult {
    var status: Int32
    var out: String
    var err: String
    /// Killed after the timeout.
    var timedOut: Bool
    /// Peak resident memory of the child, in MiB.
    var peakMiB: Int
}

/// The `idv-res` built beside the test bundle (`.build/<triple>/debug/idv-res`).
func idvResBinary() throws -> URL {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("idv-res"),
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("idv-res"),
        samplesDirectory.deletingLastPathComponent().appendingPathComponent(".build/debug/idv-res"),
    ]
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw Prerequisite.missing(
            "the idv-res binary is not built beside the tests (looked in \(candidates.map(\.path)))")
    }
    return found
}

/// Runs `idv-res arguments` in `directory`, killing it after `timeout` seconds. Spawned and
/// reaped by hand (`wait4`), so the peak memory is this child's own.
func runSubprocess(
    _ arguments: [String], in directory: URL, timeout: TimeInterval = 60,
    environment extra: [String: String] = [:]
) throws -> SubprocessResult {
    let binary = try idvResBinary().path
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("idv-res-sub-\(UUID().uuidString)").path
    defer {
        try? FileManager.default.removeItem(atPath: output + ".out")
        try? FileManager.default.removeItem(atPath: output + ".err")
    }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.merge(extra) { _, new in new }
    // Files, not pipes: a child that writes a lot never blocks on a full pipe.
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output + ".out", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, output + ".err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    // The shell changes directory, then becomes idv-res (same process: `wait4` measures it).
    let argv =
        (["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path, binary] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        for pointer in argv { free(pointer) }
        for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
    guard spawned == 0 else {
        throw Prerequisite.missing("cannot start \(binary): \(String(cString: strerror(spawned)))")
    }

    final class Outcome: @unchecked Sendable {
        var status: Int32 = 0
        var usage = rusage()
    }
    let outcome = Outcome()
    let finished = DispatchSemaphore(value: 0)
    let child = pid
    Thread.detachNewThread {
        var status: Int32 = 0
        while wait4(child, &status, 0, &outcome.usage) < 0, errno == EINTR {}
        outcome.status = status
        finished.signal()
    }
    let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
        kill(child, SIGKILL)
        finished.wait()
    }
    let raw = outcome.status
    // WIFEXITED: the exit status; killed by a signal: 128 + the signal, as a shell says.
    let status = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
    func read(_ suffix: String) -> String {
        String(decoding: FileManager.default.contents(atPath: output + suffix) ?? Data(), as: UTF8.self)
    }
    return SubprocessResult(
        status: status, out: read(".out"), err: read(".err"), timedOut: timedOut,
        peakMiB: Int(outcome.usage.ru_maxrss) / 1024)
}
