import Diagnostics
import Foundation

/// A command's declaration: parsing, `--help` and usage errors all derive from it, the way
/// swift-argument-parser derives them from a command's properties.
struct CommandSpec: Sendable {
    var name: String
    var abstract: String
    var discussion: String = ""
    var arguments: [ArgumentSpec]
    /// Derived from the declarations the command lists (`options:`), in that order.
    let options: [OptionSpec]
    /// Options of other tools people type out of habit, and what to use here instead
    /// (`checksum -c` is `verify -c`): a usage error that teaches.
    var habits: [String: String]
    /// The statuses it can end with besides an interruption (129, 130, 143: every command).
    var exitCodes: [ExitStatus]

    /// `options` are the declarations themselves (`[tag, ChecksumOptions.jobs]`), each written once.
    init(
        name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
        options: [any DeclaredOption] = [], habits: [String: String] = [:],
        exitCodes: [ExitStatus] = [.success, .findings, .usage, .unreadable]
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options.map(\.spec)
        self.habits = habits
        self.exitCodes = exitCodes
    }

    /// Declares `option`: the same long name, with values of the same type.
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
/// declare. Commands read it through those declarations (`arguments[PackCommand.force]`,
/// `arguments[ChecksumOptions.jobs]` as an `Int`), never by a string; reading an option the
/// command does not declare is recorded, and the command then ends as an internal error
/// (exit 4, see `IDVRes.run`).
struct ParsedArguments {
    var positionals: [String] = []
    /// The values given, parsed, by long name, in the order given.
    var values: [String: [any Sendable]] = [:]
    var flags: Set<String> = []
    var spec: CommandSpec
    /// The options read without being declared (a bug: shared with copies of these arguments).
    let undeclaredReads = UndeclaredReads()

    init(spec: CommandSpec) { self.spec = spec }

    /// The command declares `option`: its long name, with values of its type.
    func declares(_ option: some DeclaredOption) -> Bool { spec.has(option) }

    private func checked(_ option: some DeclaredOption) -> String? {
        guard declares(option) else {
            undeclaredReads.record(option.spec.key)
            return nil
        }
        return option.spec.key
    }

    /// Given on the command line, or absent.
    subscript(_ flag: Flag) -> Bool { checked(flag).map(flags.contains) ?? false }

    /// The last value given, else the declared default.
    subscript<Value>(_ option: Option<Value>) -> Value? {
        guard let key = checked(option), let last = values[key]?.last else { return option.defaultValue }
        return last as? Value
    }

    /// Every value given, in order.
    subscript<Value>(_ option: Repeated<Value>) -> [Value] {
        guard let key = checked(option) else { return [] }
        return (values[key] ?? []).compactMap { $0 as? Value }
    }

    /// Shared code (reports, baselines) reading an option some of its commands lack: false or
    /// nil where undeclared, said explicitly at the read.
    subscript(ifDeclared flag: Flag) -> Bool { declares(flag) && self[flag] }
    subscript<Value>(ifDeclared option: Option<Value>) -> Value? { declares(option) ? self[option] : nil }
    subscript<Value>(ifDeclared option: Repeated<Value>) -> [Value] { declares(option) ? self[option] : [] }

    /// Given on the command line (a default value does not count).
    func isGiven(_ option: some DeclaredOption) -> Bool {
        guard let key = checked(option) else { return false }
        return values[key] != nil || flags.contains(key)
    }

    /// `isGiven`, false where the command does not declare it.
    func isGiven(ifDeclared option: some DeclaredOption) -> Bool { declares(option) && isGiven(option) }
}

/// Options read without being declared: a programming error, reported as exit 4.
final class UndeclaredReads: @unchecked Sendable {  // every access under `lock`
    private let lock = NSLock()
    private var keys: [String] = []

    func record(_ key: String) { lock.withLock { if !keys.contains(key) { keys.append(key) } } }

    var all: [String] { lock.withLock { keys } }
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
