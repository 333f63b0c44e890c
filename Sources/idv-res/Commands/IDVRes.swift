import Diagnostics
import Foundation
import ResourceBundle

/// The root command: dispatches to subcommands, handles `--help`, `--version` and errors.
enum IDVRes {
    static let version = "0.1.0"

    /// `--version`: the version and the commit it was built from (BuildInfo.swift is written at
    /// build time by Plugins/BuildInfo; "unknown" outside a git checkout or without git).
    static var versionLine: String { "idv-res \(version) (commit \(BuildInfo.commit))\n" }

    /// Every subcommand, in the order `--help` lists them.
    static let commands: [CommandEntry] = [
        CommandEntry(ValidateCommand.self),
        CommandEntry(PackCommand.self),
        CommandEntry(UnpackCommand.self),
        CommandEntry(ListCommand.self),
        CommandEntry(DiffCommand.self),
        CommandEntry(UpgradeCommand.self),
        CommandEntry(StringsCommand.self),
        CommandEntry(PreviewCommand.self),
        CommandEntry(LottieCommand.self),
        CommandEntry(SpecificDataCommand.self),
        CommandEntry(ModelsCommand.self),
        CommandEntry(ChecksumCommand.self),
        CommandEntry(VerifyCommand.self),
        CommandEntry(DoctorCommand.self),
        CommandEntry(RulesCommand.self),
        CommandEntry(ExplainCommand.self),
        CommandEntry(LspCommand.self),
        CommandEntry(CompletionsCommand.self),
        CommandEntry(ManCommand.self),
    ]

    static let abstract = "Validate, pack and check the resources of identity-verification SDKs."

    static func main() -> Never {
        // Before any thread starts: every thread's heap is made with these settings.
        AllocatorTuning.apply()
        let io = CommandIO.process()
        // A signal that cannot wait for the command (nothing cooperating) ends it here.
        Interruption.install { _, removed in
            // Erases a progress line first (only ever drawn on a terminal).
            io.err((io.stderrIsTerminal ? "\r\u{1B}[K" : "") + (removed ? interruptedLine : "interrupted\n"))
        }
        let status = run(Array(CommandLine.arguments.dropFirst()), io: io)
        Interruption.finish()
        exit(status.rawValue)
    }

    static let interruptedLine = "interrupted: nothing was written\n"

    /// Runs a command line; the exit status is returned, never thrown (`commands`: tests add one).
    static func run(_ arguments: [String], io: CommandIO, commands: [CommandEntry] = commands) -> ExitStatus {
        guard let first = arguments.first else {
            io.err(rootHelp())
            return .usage
        }
        switch first {
        case "--help", "-h":
            io.out(rootHelp())
            return .success
        case "--version":
            io.out(versionLine)
            return .success
        case "help":
            guard arguments.count > 1 else {
                io.out(rootHelp())
                return .success
            }
            return run([arguments[1], "--help"], io: io, commands: commands)
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let names = commands.map(\.name)
            let what = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
            let candidates = first.hasPrefix("-") ? ["--help", "--version"] : names
            // `idv-res version`, `-v`: what other tools spell the version as.
            let meant =
                ["version", "-v", "-V", "--verbose"].contains(first)
                ? "--version"
                : Suggestions.closest(to: first, in: candidates, maxDistance: max(2, first.count / 2))
            io.err("error: \(what)\(Suggestions.didYouMean(meant))\n")
            io.err("Usage: idv-res <command> [<options>]; see 'idv-res --help'.\n")
            return .usage
        }
        let spec = command.spec
        do {
            io.arguments = arguments
            return try command.run(Array(arguments.dropFirst()), spec, io)
        } catch is HelpRequest {
            io.out(
                HelpFormatter.help(spec, commandPath: "idv-res \(spec.name)") + "\n"
                    + ExitStatus.helpText(for: spec) + "\n")
            return .success
        } catch let usage as UsageError {
            io.err("error: \(usage.message)\n")
            io.err(
                "Usage: \(HelpFormatter.usage(spec, commandPath: "idv-res \(spec.name)"))\n  See 'idv-res \(spec.name) --help'.\n"
            )
            return .usage
        } catch let interrupted as Interruption.Interrupted {
            io.err(interruptedLine)
            return .interrupted(by: interrupted.signal)
        } catch let refusal as InputGate.Refusal {
            // validate's findings, located: already in its words.
            io.err(refusal.message)
            return refusal.exitStatus
        } catch let config as ConfigurationError {
            io.err(config.description + "\n")
            return .usage
        } catch {
            return report(error, io: io)
        }
    }

    /// An error no command handled: a user-facing one (or the file system refusing) says what
    /// went wrong and ends with its status; anything else is a bug, never "input could not be
    /// read": exit 4.
    static func report(_ error: any Error, io: CommandIO) -> ExitStatus {
        let status = error.exitStatus
        guard status == .internalError else {
            io.err("error: \(error)\n")
            return status
        }
        io.err(
            "error: internal error, please report it with the command line and this message "
                + "(idv-res \(version), commit \(BuildInfo.commit)): \(String(reflecting: error))\n")
        return .internalError
    }

    static func rootHelp() -> String {
        var out = "OVERVIEW: \(abstract)\n\nUSAGE: idv-res <command> [<options>]\n\nOPTIONS:\n"
        out += HelpFormatter.row("--version", "Show the version and the git commit it was built from.")
        out += HelpFormatter.row("-h, --help", "Show help information.")
        out += "\nCOMMANDS:\n"
        for command in commands {
            out += HelpFormatter.row(command.spec.name, command.spec.abstract)
        }
        out += "\n  See 'idv-res help <command>' for detailed help.\n\n"
        out += ExitStatus.helpText + "\n"
        out +=
            "\nOUTPUT: diagnostics print as 'path:line:col: error: message [rule]'; --format json, sarif or github on request.\n"
        return out
    }
}
