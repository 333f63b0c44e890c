/// What a SARIF log records of the run that made it. The command line fills it in as plain
/// data: the core never sees how it was invoked.
public struct SARIFInvocation: Sendable {
    /// As typed, program name first: `["idv-res", "validate", "--format", "sarif", "b.zip"]`.
    public var arguments: [String]
    /// Absolute; relative paths in the report are relative to it (`%SRCROOT%`).
    public var workingDirectory: String
    public var exitCode: Int32
    /// False when the tool could not do its work (an input it could not read), not on findings.
    public var executionSuccessful: Bool
    /// `automationDetails.id`: the category code scanning keeps results apart by (`idv-res/validate/`).
    public var automationID: String

    public init(
        arguments: [String], workingDirectory: String, exitCode: Int32, executionSuccessful: Bool,
        automationID: String
    ) {
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.exitCode = exitCode
        self.executionSuccessful = executionSuccessful
        self.automationID = automationID
    }

    /// The arguments as one POSIX shell line: quoted only where a shell would split or expand.
    public var commandLine: String {
        arguments.map(Self.shellQuoted).joined(separator: " ")
    }

    static func shellQuoted(_ argument: String) -> String {
        let plain =
            !argument.isEmpty
            && argument.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "-_./=:,@%+".unicodeScalars.contains($0)
            }
        return plain ? argument : "'" + argument.replacingAll("'", "'\\''") + "'"
    }
}
