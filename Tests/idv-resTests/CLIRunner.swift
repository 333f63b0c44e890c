import Foundation

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
