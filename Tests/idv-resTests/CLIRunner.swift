import Foundation
import TestPrerequisites

@testable import idv_res

/// Runs the command line in process, as a user would type it, and captures what it prints.
struct CLIResult {
    var status: Int32
    var out: String
    var err: String
}

func runCLI(
    _ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:], terminal: Bool = false,
    currentDirectory: String = FileManager.default.currentDirectoryPath
) -> CLIResult {
    final class Buffer: @unchecked Sendable {
        var out = ""
        var err = ""
    }
    let buffer = Buffer()
    let io = CommandIO(
        writeOut: { buffer.out += $0 },
        writeErr: { buffer.err += $0 },
        stdoutIsTerminal: terminal,
        stderrIsTerminal: false,
        environment: environment,
        currentDirectory: currentDirectory,
        readStandardInput: { stdin })
    let status = IDVRes.run(arguments, io: io)
    return CLIResult(status: status.rawValue, out: buffer.out, err: buffer.err)
}

/// A fresh temporary directory, removed by the caller's `defer`.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("idv-res-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The repository's `Samples/` folder.
let samplesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Samples")

/// `../shared/corpus` (or `IDV_RES_TEST_CORPUS`), when it is there.
let corpusDirectory = Prerequisite.corpusDirectory
