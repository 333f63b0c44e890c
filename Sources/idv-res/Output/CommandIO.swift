import Foundation

/// Where a command writes and what it knows of its terminal, so tests run commands in
/// process and capture what a user would see.
final class CommandIO: @unchecked Sendable {
    var writeOut: (String) -> Void
    var writeErr: (String) -> Void
    /// Standard output is a terminal (colour, progress).
    var stdoutIsTerminal: Bool
    var stderrIsTerminal: Bool
    var environment: [String: String]
    var currentDirectory: String
    /// Standard input, read whole when a command is given `-`.
    var readStandardInput: () -> Data
    /// Standard input as a descriptor, for commands that stream it (`checksum -`); nil in
    /// tests, which give `readStandardInput` instead.
    var standardInputDescriptor: Int32?

    init(writeOut: @escaping (String) -> Void, writeErr: @escaping (String) -> Void, stdoutIsTerminal: Bool, stderrIsTerminal: Bool,
         environment: [String: String], currentDirectory: String, readStandardInput: @escaping () -> Data) {
        self.writeOut = writeOut
        self.writeErr = writeErr
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.readStandardInput = readStandardInput
    }

    /// The real process: stdout, stderr, stdin, environment.
    static func process() -> CommandIO {
        let io = CommandIO(
            writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeErr: { FileHandle.standardError.write(Data($0.utf8)) },
            stdoutIsTerminal: isatty(1) == 1,
            stderrIsTerminal: isatty(2) == 1,
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() })
        io.standardInputDescriptor = 0
        return io
    }

    /// Colour on a terminal, never when `NO_COLOR` is set (https://no-color.org).
    var useColor: Bool {
        stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    func out(_ text: String) { writeOut(text) }
    func err(_ text: String) { writeErr(text) }
}
