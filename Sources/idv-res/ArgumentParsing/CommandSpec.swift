import Diagnostics
import Foundation

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
    var exitCodes: [ExitStatus] = [.success, .findings, .usage, .unreadable]

    func has(_ option: some DeclaredOption) -> Bool { options.contains { $0.key == option.spec.key } }
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
}

/// What the user typed, checked against the spec. Commands read it through the typed values
/// they declared (`arguments[PackCommand.force]`), never by a string; reading an option the
/// command does not declare is recorded, and the command then ends as an internal error (exit 4,
/// see `IDVRes.run`), which the test running every command catches.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var spec: CommandSpec
    /// The options read without being declared (a bug: shared with copies of these arguments).
    let undeclaredReads = UndeclaredReads()

    init(spec: CommandSpec) { self.spec = spec }

    /// The command declares `option` (by its long name).
    func declares(_ option: some DeclaredOption) -> Bool { spec.options.contains { $0.key == option.spec.key } }

    private func checked(_ option: some DeclaredOption) -> String {
        if !declares(option) { undeclaredReads.record(option.spec.key) }
        return option.spec.key
    }

    /// Given on the command line, or absent.
    subscript(_ flag: Flag) -> Bool { flags.contains(checked(flag)) }

    /// The last value given, else the declared default.
    subscript(_ option: Option) -> String? { values[checked(option)]?.last ?? option.spec.defaultValue }

    /// Every value given, in order.
    subscript(_ option: Repeated) -> [String] { values[checked(option)] ?? [] }

    /// Shared code (reports, baselines) reading an option some of its commands lack: false or
    /// nil where undeclared, said explicitly at the read.
    subscript(ifDeclared flag: Flag) -> Bool { declares(flag) && self[flag] }
    subscript(ifDeclared option: Option) -> String? { declares(option) ? self[option] : nil }
    subscript(ifDeclared option: Repeated) -> [String] { declares(option) ? self[option] : [] }

    /// Given on the command line (a default value does not count).
    func isGiven(_ option: some DeclaredOption) -> Bool {
        let key = checked(option)
        return values[key] != nil || flags.contains(key)
    }
}

/// Options read without being declared: a programming error, reported as exit 4.
final class UndeclaredReads: @unchecked Sendable {  // every access under `lock`
    private let lock = NSLock()
    private var keys: [String] = []

    func record(_ key: String) { lock.withLock { if !keys.contains(key) { keys.append(key) } } }

    var all: [String] { lock.withLock { keys } }
}

/// An option declared once, as a typed value: its spec (names, help, values) and how it reads.
protocol DeclaredOption: Sendable {
    var spec: OptionSpec { get }
}

/// A flag: present or absent.
struct Flag: DeclaredOption {
    let spec: OptionSpec

    init(_ names: String..., help: String) {
        spec = OptionSpec(names: names, kind: .flag, help: help)
    }
}

/// An option with one value; the last one given wins.
struct Option: DeclaredOption {
    let spec: OptionSpec

    init(_ names: String..., valueName: String, help: String, allowed: [String]? = nil, defaultValue: String? = nil) {
        spec = OptionSpec(
            names: names, kind: .value(valueName), help: help, allowed: allowed, defaultValue: defaultValue)
    }
}

/// An option given any number of times; every value is kept.
struct Repeated: DeclaredOption {
    let spec: OptionSpec

    init(_ names: String..., valueName: String, help: String) {
        spec = OptionSpec(names: names, kind: .repeated(valueName), help: help)
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
