import Foundation
import TestPrerequisites
import TestSupport

// This target's names for the helpers every test target shares (Sources/TestSupport): the
// one process runner, the temporary folders, the package's folders.

typealias ProcessResult = TestSupport.ProcessResult
typealias ChildProcess = TestSupport.ChildProcess
typealias ManualClock = TestSupport.ManualClock

/// The package root (the folder of Package.swift).
let packageRoot = PackagePaths.root
/// The repository's `Samples/` folder.
let samplesDirectory = PackagePaths.samples
/// `Tests/Fixtures/`.
let fixturesDirectory = PackagePaths.fixtures
/// `../shared/corpus` (or `IDV_RES_TEST_CORPUS`), when it is there.
let corpusDirectory = PackagePaths.corpusDirectory

/// A fresh temporary directory, removed by the caller's `defer`.
func makeTemporaryDirectory() throws -> URL { try TemporaryFolder.make() }

/// Runs another program (the built idv-res, make, sh, git, Python, Chromium) to its end and
/// captures what it prints (`ProcessRunner`).
func runProcess(
    _ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
    input: Data? = nil, mergingErrors: Bool = false
) throws -> ProcessResult {
    try ProcessRunner.run(
        executable, arguments, in: directory, environment: environment, input: input, mergingErrors: mergingErrors)
}

/// `PATH` lookup of a tool; nil when it is not installed.
func which(_ tool: String) -> String? { ProcessRunner.which(tool) }

/// The idv-res executable `swift test` built beside the test bundle (the one users get from
/// `swift build`).
func builtExecutable() throws -> String {
    var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first {
        let runner = URL(fileURLWithPath: first).deletingLastPathComponent()
        candidates += [runner, runner.deletingLastPathComponent()]
    }
    candidates.append(packageRoot.appendingPathComponent(".build/debug"))
    for directory in candidates {
        let path = directory.appendingPathComponent("idv-res").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    throw Prerequisite.missing(
        "the idv-res binary is not built beside the tests (looked in \(candidates.map(\.path)))")
}

/// Runs a command that drives the Swift toolchain; once more, saying so, when the toolchain
/// itself crashed (`ToolchainRun`).
func runToolchain(
    _ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
    childIsToolchain: Bool
) throws -> ProcessResult {
    try ToolchainRun.run(
        executable, arguments, in: directory, environment: environment, childIsToolchain: childIsToolchain)
}
