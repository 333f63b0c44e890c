import Diagnostics

/// A command's declaration: parsing, `--help` and usage errors all derive from it, the way
/// swift-argument-parser derives them from a command's properties.
struct CommandSpec: Sendable {
    var name: String
    var abstract: String
    var discussion: String = ""
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []
    /// Options of other tools people type out of habit, and what to use here instead
    /// (`checksum -c` is `verify -c`): a usage error that teaches.
    var habits: [String: String] = [:]
    /// The statuses it can end with besides an interruption (129, 130, 143: every command).
    var exitCodes: [ExitCode] = [.success, .findings, .usage, .unreadable]

    func has(_ option: String) -> Bool { options.contains { $0.names.contains(option) } }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    var name: String
    var help: String
    var isOptional = false
    var isRepeating = false
    /// The values shell completion offers (nil: file names, by the argument's name).
    var completions: [String]? = nil
}

/// A named option or flag.
struct OptionSpec: Sendable {
    enum Kind: Sendable {
        /// Present or absent.
        case flag
        /// Takes one value; the last one given wins.
        case value(String)
        /// Takes one value each time; all are kept.
        case repeated(String)
    }

    /// Long name first (`--format`), then any short alias (`-f`).
    var names: [String]
    var kind: Kind
    var help: String
    /// The only values accepted, when the option is an enumeration.
    var allowed: [String]? = nil
    var defaultValue: String? = nil

    var key: String { names[0] }

    static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .flag, help: help)
    }

    static func value(
        _ names: String..., valueName: String, help: String, allowed: [String]? = nil, defaultValue: String? = nil
    ) -> OptionSpec {
        OptionSpec(names: names, kind: .value(valueName), help: help, allowed: allowed, defaultValue: defaultValue)
    }

    static func repeated(_ names: String..., valueName: String, help: String) -> OptionSpec {
        OptionSpec(names: names, kind: .repeated(valueName), help: help)
    }
}

/// What the user typed, checked against the spec.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var spec: CommandSpec

    func value(_ key: String) -> String? {
        values[key]?.last ?? spec.options.first { $0.key == key }?.defaultValue
    }

    func values(_ key: String) -> [String] { values[key] ?? [] }

    func flag(_ key: String) -> Bool { flags.contains(key) }
}

/// A mistake in the command line: exit status 2.
struct UsageError: UserFacingError {
    var message: String
    var command: String
    var exitStatus: ExitStatus { .usage }
}

/// Help was asked for: print it, exit 0.
struct HelpRequest: Error {
    var command: String
}
