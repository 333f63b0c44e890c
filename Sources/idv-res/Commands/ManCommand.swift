import Diagnostics

/// `idv-res man`: the man page idv-res(1) in roff, from the command specs (`make install` and
/// `make man` write it; `man ./idv-res.1` shows it).
enum ManCommand: CLICommand {

    static let spec = CommandSpec(
        name: "man",
        abstract: "Print the man page, idv-res(1), in roff.",
        discussion: "idv-res man > idv-res.1; man ./idv-res.1"
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        io.out(
            ManPage.render(
                IDVRes.commands.map(\.spec), version: IDVRes.version, abstract: IDVRes.abstract,
                exitStatus: ExitStatus.helpText))
        return .success
    }
}
