import Foundation

/// Where a command writes and what it knows of its terminal, so tests run commands in
/// process and capture what a user would see.
final class CommandIO: @unchecked Sendable {  // set up before any thread starts, then read
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
    /// The command line after the program name, as typed (SARIF records it).
    var arguments: [String] = []

    init(
        writeOut: @escaping (String) -> Void, writeErr: @escaping (String) -> Void, stdoutIsTerminal: Bool,
        stderrIsTerminal: Bool,
        environment: [String: String], currentDirectory: String, readStandardInput: @escaping () -> Data
    ) {
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

    /// `--color`: `auto` (the default), `always` or `never`.
    var colorChoice = ColorChoice.auto

    /// `--color always|never` first; else never with `NO_COLOR` (https://no-color.org), always
    /// with `FORCE_COLOR` (not `0`), and otherwise on a terminal that is not `dumb`.
    var useColor: Bool {
        switch colorChoice {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if !(environment["NO_COLOR"] ?? "").isEmpty { return false }
        if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
        return stdoutIsTerminal && environment["TERM"] != "dumb"
    }

    /// The option every command that can colour its output declares.
    static var color: Option<ColorChoice> {
        Option<ColorChoice>(
            "--color", valueName: "when",
            help: "Colour the output: auto (on a terminal, "
                + "unless NO_COLOR; FORCE_COLOR forces it), always or never.",
            defaultValue: ColorChoice.auto)
    }

    /// When output is coloured.
    enum ColorChoice: String, CaseIterable, ChoiceValue {
        case auto, always, never
    }

    func out(_ text: String) { writeOut(text) }
    func err(_ text: String) { writeErr(text) }
}
