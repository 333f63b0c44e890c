/// A subcommand: its declaration, and what it does with parsed arguments.
protocol CLICommand {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode
}

/// A subcommand in the root's table (a concrete pair of declaration and action).
struct CommandEntry: @unchecked Sendable {  // immutable: a declaration and a static function
    let spec: CommandSpec
    let run: (ParsedArguments, CommandIO) throws -> ExitCode

    init<C: CLICommand>(_ command: C.Type) {
        spec = C.spec
        run = { try C.run($0, io: $1) }
    }
}
