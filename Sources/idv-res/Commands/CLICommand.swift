import Diagnostics

/// A subcommand: its declaration, and what it does with parsed arguments.
protocol CLICommand {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitStatus
}

/// A subcommand in the root's table (a concrete pair of declaration and action).
/// The declaration is read on demand: building every spec at start-up cost each run ~2% of
/// its CPU (explain's completions list every rule of the registry).
struct CommandEntry: @unchecked Sendable {  // immutable: two static functions
    private let declaration: () -> CommandSpec
    let run: (ParsedArguments, CommandIO) throws -> ExitStatus
    var spec: CommandSpec { declaration() }

    init<C: CLICommand>(_ command: C.Type) {
        declaration = { C.spec }
        run = { try C.run($0, io: $1) }
    }
}
