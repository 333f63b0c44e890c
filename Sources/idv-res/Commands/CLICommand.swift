import Diagnostics

/// A subcommand: its declaration, its arguments and options, and what it does with them parsed.
protocol CLICommand {
    /// The arguments and options, each declared once as a stored property; the spec's lists
    /// are derived from them, and `run` can read no others.
    associatedtype Options: CommandOptions = NoOptions
    /// Name, abstract, discussion and exit statuses (arguments and options come from `Options`).
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus
}

extension CLICommand {
    /// `spec` with its arguments and options: what help, parsing, the man page and completions read.
    static var declaration: CommandSpec {
        var declaration = spec
        (declaration.arguments, declaration.options) = Options.declarations
        return declaration
    }
}

/// A subcommand in the root's table (a concrete pair of declaration and action).
/// The declaration is read on demand: building every spec at start-up cost each run ~2% of
/// its CPU (explain's completions list every rule of the registry).
struct CommandEntry: @unchecked Sendable {  // immutable: three static functions
    private let declaration: () -> CommandSpec
    private let named: () -> String
    /// Parses the arguments after the command's name against `spec`, checks the outputs they
    /// name (`OutputGate`: nothing is read before) and the bundles (`InputGate`), then runs
    /// the command.
    let run: ([String], CommandSpec, CommandIO) throws -> ExitStatus
    var spec: CommandSpec { declaration() }
    /// The name alone, without deriving the options (the root looks commands up by it).
    var name: String { named() }
    /// A value of the command's options type (tests reflect it to check the derived spec).
    let makeOptions: () -> any CommandOptions

    init<C: CLICommand>(_ command: C.Type) {
        declaration = { C.declaration }
        named = { C.spec.name }
        makeOptions = { C.Options() }
        run = { arguments, spec, io in
            let parsed = try ArgumentParser.parse(arguments, spec: spec, as: C.Options.self)
            try OutputGate.check(parsed, currentDirectory: io.currentDirectory)
            try InputGate.check(parsed, io: io)
            return try C.run(parsed, io: io)
        }
    }

    /// A command with `--color`: the choice is set before it runs.
    init<C: CLICommand>(_ command: C.Type) where C.Options: ColorOptions {
        declaration = { C.declaration }
        named = { C.spec.name }
        makeOptions = { C.Options() }
        run = { arguments, spec, io in
            let parsed = try ArgumentParser.parse(arguments, spec: spec, as: C.Options.self)
            if let color = parsed[\.color] { io.colorChoice = color }
            try OutputGate.check(parsed, currentDirectory: io.currentDirectory)
            try InputGate.check(parsed, io: io)
            return try C.run(parsed, io: io)
        }
    }
}

/// `--color`: how `CommandIO.useColor` decides.
protocol ColorOptions: CommandOptions {
    var color: Option<CommandIO.ColorChoice> { get }
}
