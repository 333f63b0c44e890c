/// Commands whose declarations exist so the command line is complete; each is filled in by
/// its own issue. Until then they say so and exit 2.
protocol PendingCommand: CLICommand {}

extension PendingCommand {
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
        io.err("idv-res \(spec.name): not available in this build yet\n")
        return .usage
    }
}

enum SpecificDataCommand: PendingCommand {
    static let spec = CommandSpec(name: "specific-data", abstract: "Check a specificData string against document models.",
                                  arguments: [ArgumentSpec(name: "string", help: "The specificData string, e.g. \"ES|<ALL>\".")])
}
