import Diagnostics

/// A command's declaration: parsing, `--help` and usage errors all derive from it, the way
/// swift-argument-parser derives them from a command's properties.
struct CommandSpec: Sendable {
    var name: String
    var abstract: String
    var discussion: String = ""
    var arguments: [ArgumentSpec]
    /// Derived from the command's options type (`CommandOptions.declared`), in declaration order.
    var options: [OptionSpec] = []
    /// Options of other tools people type out of habit, and what to use here instead
    /// (`checksum -c` is `verify -c`): a usage error that teaches.
    var habits: [String: String]
    /// The statuses it can end with besides an interruption (129, 130, 143: every command).
    var exitCodes: [ExitStatus]

    /// The options are not listed here: they come from the command's `Options` (see `CLICommand`).
    init(
        name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
        habits: [String: String] = [:], exitCodes: [ExitStatus] = [.success, .findings, .usage, .unreadable]
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.habits = habits
        self.exitCodes = exitCodes
    }

    /// Declares `option`: the same long name, with values of the same type (help text asks).
    func has(_ option: some DeclaredOption) -> Bool { options.contains { $0.declares(option.spec) } }
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
    /// The type its values parse into (`Bool` for a flag): two declarations of one name with
    /// different types are different options.
    var valueType: ObjectIdentifier
    /// The only values accepted, when the option is a choice (from the value type).
    var allowed: [String]? = nil
    /// The default help shows.
    var defaultValue: String? = nil
    /// The text given to the value the command reads (nil for a flag).
    var convert: (@Sendable (String) -> Result<any Sendable, InvalidOptionValue>)? = nil

    var key: String { names[0] }

    /// The same option for reading: its long name and value type.
    func declares(_ other: OptionSpec) -> Bool { key == other.key && valueType == other.valueType }
}

/// What the user typed, checked against the spec and parsed into the values the options
/// declare. Commands read it through key paths of their options type (`arguments[\.force]`,
/// `arguments[\.jobs]` as an `Int`), never by a string: an option the type lacks cannot be read.
/// A class: commands hand it to every helper, and a copy of the struct retained each of its
/// declarations' specs (~5% of `validate`'s instructions on a small bundle). Only the parser
/// writes to it, before the command runs; it is read-only from then on.
/// (`Options` is a `CommandOptions`, but the type does not require it: a requirement of a
/// generic type is checked at run time, with a scan of the conformance records.)
final class ParsedArguments<Options>: @unchecked Sendable {
    var positionals: [String] = []
    /// The values given, parsed, by long name, in the order given.
    var values: [String: [any Sendable]] = [:]
    var flags: Set<String> = []
    var spec: CommandSpec
    /// The declarations the key paths reach.
    let options: Options

    init(spec: CommandSpec, options: Options) {
        self.spec = spec
        self.options = options
    }

    /// Given on the command line, or absent.
    subscript(_ flag: KeyPath<Options, Flag>) -> Bool { flags.contains(options[keyPath: flag].spec.key) }
    /// A flag the command may lack (shared code): false where it has none.
    subscript(_ flag: KeyPath<Options, Flag?>) -> Bool {
        options[keyPath: flag].map { flags.contains($0.spec.key) } ?? false
    }

    /// The last value given, else the declared default.
    subscript<Value>(_ option: KeyPath<Options, Option<Value>>) -> Value? { value(of: options[keyPath: option]) }
    /// An option the command may lack (shared code): nil where it has none.
    subscript<Value>(_ option: KeyPath<Options, Option<Value>?>) -> Value? {
        options[keyPath: option].flatMap(value(of:))
    }

    /// Every value given, in order.
    subscript<Value>(_ option: KeyPath<Options, Repeated<Value>>) -> [Value] { values(of: options[keyPath: option]) }
    subscript<Value>(_ option: KeyPath<Options, Repeated<Value>?>) -> [Value] {
        options[keyPath: option].map(values(of:)) ?? []
    }

    /// Given on the command line (a default value does not count); false for an absent optional one.
    func isGiven(_ option: PartialKeyPath<Options>) -> Bool {
        guard let declared = options[keyPath: option] as? SpecifiedOption else { return false }
        return values[declared.spec.key] != nil || flags.contains(declared.spec.key)
    }

    private func value<Value>(of option: Option<Value>) -> Value? {
        guard let last = values[option.spec.key]?.last else { return option.defaultValue }
        return last as? Value
    }

    private func values<Value>(of option: Repeated<Value>) -> [Value] {
        (values[option.spec.key] ?? []).compactMap { $0 as? Value }
    }
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
