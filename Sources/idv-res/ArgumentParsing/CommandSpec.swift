import Diagnostics

/// A command's declaration: parsing, `--help` and usage errors all derive from it, the way
/// swift-argument-parser derives them from a command's properties.
struct CommandSpec: Sendable {
    var name: String
    var abstract: String
    var discussion: String = ""
    /// Derived from the command's options type (`CommandOptions.declarations`), in declaration
    /// order, as the options are.
    var arguments: [ArgumentSpec] = []
    /// Derived from the command's options type (`CommandOptions.declarations`), in declaration order.
    var options: [OptionSpec] = []
    /// Options of other tools people type out of habit, and what to use here instead
    /// (`checksum -c` is `verify -c`): a usage error that teaches.
    var habits: [String: String]
    /// The statuses it can end with besides an interruption (129, 130, 143: every command).
    var exitCodes: [ExitStatus]
    /// What a status means for this command where it is not the findings of a report
    /// (`diff`: 0 equal, 1 they differ): `--help` and the man page print these words.
    var exitMeanings: [ExitStatus: String]

    /// The arguments and options are not listed here: they come from the command's `Options`
    /// (see `CLICommand`).
    init(
        name: String, abstract: String, discussion: String = "", habits: [String: String] = [:],
        exitCodes: [ExitStatus] = [.success, .findings, .usage, .unreadable], exitMeanings: [ExitStatus: String] = [:]
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.habits = habits
        self.exitCodes = exitCodes
        self.exitMeanings = exitMeanings
    }

    /// Declares `option`: the same long name, with values of the same type (help text asks).
    func has(_ option: some DeclaredOption) -> Bool { options.contains { $0.declares(option.spec) } }
}

/// A positional argument, declared in a command's options type (`Argument`,
/// `OptionalArgument`, `RepeatedArgument`); given in the order declared.
struct ArgumentSpec: Sendable {
    var name: String
    var help: String
    var isOptional = false
    var isRepeating = false
    /// The fewest values it takes: 1, 0 when optional, a repeating one's minimum.
    var minimum = 1
    /// The values shell completion offers (nil: file names, by the argument's name); asked
    /// only by the completion scripts (explain's lists every rule of the registry).
    var completions: (@Sendable () -> [String])? = nil
    /// It names a file or folder the command reads (the output gate keeps outputs out of it).
    var isInput = false
    /// It names a bundle: the input gate checks its shape before the command runs.
    var bundle: BundleInput? = nil
    /// The text given to the value the command reads.
    var convert: @Sendable (String) -> Result<any Sendable, InvalidOptionValue> = { .success($0) }
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
    /// A required option (`RequiredOption`): what it names, for "missing '--K <value>': WHAT".
    var requirement: String? = nil
    /// It names a file or folder the command reads (the output gate keeps outputs out of it).
    var isInput = false
    /// It names a bundle: the input gate checks its shape before the command runs.
    var bundle: BundleInput? = nil
    /// It names a file or folder the command writes: what, for the output gate.
    var output: OutputDeclaration? = nil

    var key: String { names[0] }

    /// The same option for reading: its long name and value type.
    func declares(_ other: OptionSpec) -> Bool { key == other.key && valueType == other.valueType }
}

/// What the user typed, checked against the spec and parsed into the values the declarations
/// give, by name: what code that holds no key path reads (the output gate, an output's rule).
class ParsedValues: @unchecked Sendable {  // written by the parser only, then read-only
    /// Each positional argument's values, by its name, in the order given.
    var positionals: [String: [any Sendable]] = [:]
    /// The values given, parsed, by long name, in the order given.
    var values: [String: [any Sendable]] = [:]
    var flags: Set<String> = []
    var spec: CommandSpec

    init(spec: CommandSpec) {
        self.spec = spec
    }

    /// The option or flag named `key` was given (a default value does not count).
    func isGiven(_ key: String) -> Bool { values[key] != nil || flags.contains(key) }

    /// The last value given to the option named `key`, when it is a `Value`.
    func last<Value>(_ key: String, as _: Value.Type = Value.self) -> Value? { values[key]?.last as? Value }
}

/// What the user typed, checked against the spec and parsed into the values the options
/// declare. Commands read it through key paths of their options type (`arguments[\.force]`,
/// `arguments[\.jobs]` as an `Int`, `arguments[\.directory]` as a `String`), never by a
/// string or an index: an option or argument the type lacks cannot be read.
/// A class: commands hand it to every helper, and a copy of the struct retained each of its
/// declarations' specs (~5% of `validate`'s instructions on a small bundle). Only the parser
/// writes to it, before the command runs; it is read-only from then on.
/// (`Options` is a `CommandOptions`, but the type does not require it: a requirement of a
/// generic type is checked at run time, with a scan of the conformance records.)
final class ParsedArguments<Options>: ParsedValues, @unchecked Sendable {
    /// The declarations the key paths reach.
    let options: Options

    init(spec: CommandSpec, options: Options) {
        self.options = options
        super.init(spec: spec)
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
    /// The last value given: the parser refused a command line without one.
    subscript<Value>(_ option: KeyPath<Options, RequiredOption<Value>>) -> Value {
        let declared = options[keyPath: option]
        guard let value = last(declared.spec.key, as: Value.self) else {
            preconditionFailure("\(declared.spec.key) is required: the parser checks it")
        }
        return value
    }

    /// Every value given, in order.
    subscript<Value>(_ option: KeyPath<Options, Repeated<Value>>) -> [Value] { values(of: options[keyPath: option]) }
    subscript<Value>(_ option: KeyPath<Options, Repeated<Value>?>) -> [Value] {
        options[keyPath: option].map(values(of:)) ?? []
    }

    /// The argument's value: the parser refused a command line without it.
    subscript<Value>(_ argument: KeyPath<Options, Argument<Value>>) -> Value {
        let name = options[keyPath: argument].spec.name
        guard let value = positionals[name]?.first as? Value else {
            preconditionFailure("<\(name)> is required: the parser checks it")
        }
        return value
    }
    /// The argument's value, or nil when the command line ends before it.
    subscript<Value>(_ argument: KeyPath<Options, OptionalArgument<Value>>) -> Value? {
        positionals[options[keyPath: argument].spec.name]?.first as? Value
    }
    /// Every value given to the argument, in order (at least its minimum: the parser checks it).
    subscript<Value>(_ argument: KeyPath<Options, RepeatedArgument<Value>>) -> [Value] {
        (positionals[options[keyPath: argument].spec.name] ?? []).compactMap { $0 as? Value }
    }

    /// Given on the command line (a default value does not count); false for an absent optional one.
    func isGiven(_ option: PartialKeyPath<Options>) -> Bool {
        guard let declared = options[keyPath: option] as? SpecifiedOption else { return false }
        return isGiven(declared.spec.key)
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
