import Foundation
import TestSupport
import XCTest

/// The helpers of Sources/TestSupport that every test target leans on: the process runner and
/// the one rerun of a command whose Swift toolchain crashed.
final class SharedHelpersTests: XCTestCase {
    func testTheRunnerGivesStatusOutputInputAndTheSignal() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let echo = try runProcess(
            "/bin/sh", ["-c", "pwd; cat; echo oops >&2; exit 3"], in: folder.path, input: Data("typed\n".utf8))
        XCTAssertEqual(echo.status, 3)
        XCTAssertEqual(echo.out, folder.resolvingSymlinksInPath().path + "\ntyped\n")
        XCTAssertEqual(echo.err, "oops\n")
        XCTAssertNil(echo.signal)
        let merged = try runProcess("/bin/sh", ["-c", "echo a; echo b >&2"], mergingErrors: true)
        XCTAssertEqual(merged.out, "a\nb\n")
        let killed = try runProcess("/bin/sh", ["-c", "ulimit -c 0; kill -SEGV $$"])
        XCTAssertEqual(killed.signal, SIGSEGV)
        XCTAssertEqual(killed.status, 128 + SIGSEGV)
        let slow = try ChildProcess("/bin/sh", ["-c", "exec sleep 600"]).wait(timeout: 0)
        XCTAssertTrue(slow.timedOut, "killed at the time limit")
        XCTAssertThrowsError(try runProcess("/nonexistent/tool", []))
    }

    func testAToolchainCrashIsToldFromAProductFailure() {
        func crash(_ status: Int32, _ err: String, signal: Int32? = nil, toolchain: Bool = true) -> String? {
            ToolchainRun.toolchainCrash(
                ProcessResult(status: status, out: "", err: err, signal: signal), childIsToolchain: toolchain)
        }
        XCTAssertEqual(crash(139, "", signal: SIGSEGV), "signal 11")
        XCTAssertEqual(crash(1, "Stack dump:\n0. Program arguments: swift-build"), "a stack dump")
        XCTAssertEqual(
            crash(1, "error: swift-build invocation failed: terminated(signal 11)"), "swift-build: signal 11")
        XCTAssertNil(crash(1, "idv-res validate exited with status 1"), "the product's own failure")
        XCTAssertNil(crash(2, "make: *** [Makefile:99: install] Segmentation fault", toolchain: false), "a recipe")
        XCTAssertNil(crash(139, "", signal: SIGSEGV, toolchain: false), "make's recipe may be idv-res itself")
    }

    /// A command that crashes like the toolchain runs once more, saying so; a failure does not.
    func testAToolchainCrashRunsOnceMoreAndAFailureDoesNot() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runs = folder.appendingPathComponent("runs").path
        let crashOnce = "echo run >> runs; [ $(wc -l < runs) -gt 1 ] && exit 0; ulimit -c 0; kill -SEGV $$"
        var said: [String] = []
        let crashed = try ToolchainRun.run(
            "/bin/sh", ["-c", crashOnce], in: folder.path, childIsToolchain: true, log: { said.append($0) })
        XCTAssertEqual(crashed.status, 0)
        XCTAssertEqual(try String(contentsOfFile: runs, encoding: .utf8), "run\nrun\n")
        XCTAssertEqual(said.count, 1)
        XCTAssertTrue(said.first?.contains("the Swift toolchain crashed (signal 11), not idv-res") == true, "\(said)")

        try FileManager.default.removeItem(atPath: runs)
        said = []
        let failed = try ToolchainRun.run(
            "/bin/sh", ["-c", "echo run >> runs; echo 'error: unknown key' >&2; exit 1"], in: folder.path,
            childIsToolchain: true, log: { said.append($0) })
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(try String(contentsOfFile: runs, encoding: .utf8), "run\n", "a product failure fails at once")
        XCTAssertEqual(said, [])
    }
}
