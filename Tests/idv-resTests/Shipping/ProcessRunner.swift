import Foundation
import XCTest

/// Runs another program (the built idv-res, make, sh, git, pre-commit) and captures what it
/// prints: the tests in this folder check idv-res as it is shipped, outside the test process.
struct ProcessResult {
    var status: Int32
    var out: String
    var err: String
}

func runProcess(
    _ executable: String, _ arguments: [String], in directory: String,
    environment: [String: String]? = nil
) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    if var environment {
        // Under `make sanitize` the child is instrumented too: its sanitizer options must reach it
        // (without them LeakSanitizer turns a clean exit into status 1).
        for name in ["ASAN_OPTIONS", "TSAN_OPTIONS"] where environment[name] == nil {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        process.environment = environment
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes at once: a child that fills one while we wait on the other would hang.
    final class Box: @unchecked Sendable { var data = Data() }
    let errBox = Box()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        errBox.data = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return ProcessResult(
        status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
        err: String(decoding: errBox.data, as: UTF8.self))
}

/// The package root (the folder of Package.swift).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The idv-res executable `swift test` built beside the test bundle (the one users get from
/// `swift build`).
func builtExecutable() throws -> String {
    var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first {
        candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    for directory in candidates {
        let path = directory.appendingPathComponent("idv-res").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    throw ShippingTestError("no idv-res executable beside the test bundle (looked in \(candidates.map(\.path)))")
}

struct ShippingTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// `PATH` lookup of a tool; nil when it is not installed.
func which(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(tool)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}
