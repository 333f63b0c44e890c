import Foundation
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
    /// Peak resident memory of the largest child waited for so far, in MiB.
    var peakMiB: Int
}

/// The `idv-res` built beside the test bundle (`.build/<triple>/debug/idv-res`).
func idvResBinary() throws -> URL {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("idv-res"),
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("idv-res"),
        samplesDirectory.deletingLastPathComponent().appendingPathComponent(".build/debug/idv-res"),
    ]
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw XCTSkip("the idv-res binary is not built beside the tests (looked in \(candidates.map(\.path)))")
    }
    return found
}

/// Runs `idv-res arguments` in `directory`, killing it after `timeout` seconds.
func runSubprocess(_ arguments: [String], in directory: URL, timeout: TimeInterval = 60) throws -> SubprocessResult {
    let process = Process()
    process.executableURL = try idvResBinary()
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("idv-res-sub-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: output.path + ".out", contents: nil)
    FileManager.default.createFile(atPath: output.path + ".err", contents: nil)
    defer {
        try? FileManager.default.removeItem(atPath: output.path + ".out")
        try? FileManager.default.removeItem(atPath: output.path + ".err")
    }
    // Files, not pipes: a child that writes a lot never blocks on a full pipe.
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output.path + ".out"))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: output.path + ".err"))
    process.standardInput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
        process.terminate()
        finished.wait()
    }
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN, &usage)
    func read(_ suffix: String) -> String {
        String(decoding: FileManager.default.contents(atPath: output.path + suffix) ?? Data(), as: UTF8.self)
    }
    return SubprocessResult(status: process.terminationStatus, out: read(".out"), err: read(".err"), timedOut: timedOut,
                            peakMiB: Int(usage.ru_maxrss) / 1024)
}
