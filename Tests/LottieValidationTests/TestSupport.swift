import Diagnostics
import Foundation
import TestSupport

@testable import LottieValidation

/// The repository root (from Sources/TestSupport, shared by every test target).
let repositoryRoot = PackagePaths.root
let lottieSamples = PackagePaths.samples.appendingPathComponent("lottie")

/// `../shared/corpus` (or `IDV_RES_TEST_CORPUS`), when it is there.
let corpusDirectory = PackagePaths.corpusDirectory

/// Runs another program to its end and captures what it prints (`ProcessRunner`).
func runProcess(_ executable: String, _ arguments: [String]) throws -> ProcessResult {
    try ProcessRunner.run(executable, arguments)
}

/// Validates `text` (or bytes) and returns the findings.
func findings(
    _ text: String, conformance: Bool = false, fileExists: @escaping @Sendable (String) -> Bool = { _ in true }
) -> [Diagnostic] {
    findings(Array(text.utf8), conformance: conformance, fileExists: fileExists)
}

func findings(
    _ bytes: [UInt8], conformance: Bool = false, fileExists: @escaping @Sendable (String) -> Bool = { _ in true }
) -> [Diagnostic] {
    let sink = DiagnosticSink()
    LottieValidator(conformance: conformance, fileExists: fileExists).validate(
        bytes, file: Location(file: "anim.json"), into: sink)
    return sink.diagnostics
}

/// A top-level header every test animation shares.
let header = #""v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": 100, "h": 100"#

func animation(layers: String = "", extra: String = "") -> String {
    "{\(header)\(extra.isEmpty ? "" : ", " + extra), \"layers\": [\(layers)]}"
}

/// Runs `body` on a thread with a small stack (512 KiB, what worker threads get on some
/// systems), so a recursion that grows with the input would crash the test.
func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = 512 << 10
    thread.start()
    done.wait()
}
