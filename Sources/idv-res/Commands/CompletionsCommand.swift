import Diagnostics

/// `idv-res completions bash|zsh|fish`: a completion script written from the command specs at
/// run time, so it completes every command and option this binary has.
enum CompletionsCommand: CLICommand {
    static let shells = ["bash", "zsh", "fish"]

    struct Options: CommandOptions {
        let shell = Argument<String>("shell", help: "bash, zsh or fish.", completions: { CompletionsCommand.shells })
    }

    static let spec = CommandSpec(
        name: "completions",
        abstract: "Print a shell completion script (bash, zsh or fish).",
        discussion: """
            bash:  idv-res completions bash > ~/.local/share/bash-completion/completions/idv-res
            zsh:   idv-res completions zsh > ~/.zfunc/_idv-res   (with fpath+=~/.zfunc before compinit)
            fish:  idv-res completions fish > ~/.config/fish/completions/idv-res.fish
            make install puts all three where the shells look.
            """
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let shell = arguments[\.shell]
        let commands = IDVRes.commands.map(\.spec)
        switch shell {
        case "bash": io.out(BashCompletion.script(commands))
        case "zsh": io.out(ZshCompletion.script(commands))
        case "fish": io.out(FishCompletion.script(commands))
        default:
            throw UsageError(
                message: "unknown shell '\(shell)': expected one of \(shells.joined(separator: ", "))"
                    + Suggestions.didYouMean(Suggestions.closest(to: shell, in: shells)), command: spec.name)
        }
        return .success
    }
}
