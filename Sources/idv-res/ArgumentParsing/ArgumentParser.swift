import Diagnostics

/// Parses arguments against a `CommandSpec`: `--opt value` and `--opt=value`, `--` ends
/// options, `-` is a positional (standard input), `-h`/`--help` anywhere asks for help, and
/// an unknown option is a usage error naming the closest valid one. Each value is parsed into
/// its option's type here, before the command runs: a choice as it is read, any other value
/// once the arguments are complete (the last of a single-value option, every repeated one).
/// Then the positionals go to the declared arguments in order, a required option given
/// none is a usage error, and the options type's `validate` has its say.
enum ArgumentParser {
    static func parse<Options: CommandOptions>(
        _ arguments: [String], spec: CommandSpec, as _: Options.Type = Options.self
    ) throws
        -> ParsedArguments<Options>
    {
        let parsed = ParsedArguments(spec: spec, options: Options())
        var positionals: [String] = []
        var texts: [(option: OptionSpec, text: String)] = []
        var index = 0
        var optionsEnded = false
        func fail(_ message: String) -> UsageError { UsageError(message: message, command: spec.name) }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" { throw HelpRequest(command: spec.name) }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = spec.options.first(where: { $0.names.contains(name) }) else {
                if let habit = spec.habits[name] { throw fail("unknown option '\(name)': \(habit)") }
                let following = index < arguments.count && !arguments[index].hasPrefix("-") ? arguments[index] : nil
                let next = inlineValue ?? following
                if let habit = commonHabit(name, value: next, spec: spec) {
                    throw fail("unknown option '\(name)': \(habit)")
                }
                let known = spec.options.flatMap(\.names).filter { $0.hasPrefix("--") } + ["--help"]
                if let closest = Suggestions.closest(to: name, in: known, maxDistance: max(2, name.count / 2)) {
                    throw fail("unknown option '\(name)'" + Suggestions.didYouMean(closest))
                }
                throw fail("unknown option '\(name)'; valid options: \(known.joined(separator: ", "))")
            }
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw fail("option '\(option.key)' takes no value") }
                parsed.flags.insert(option.key)
            case .value(let valueName), .repeated(let valueName):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else {
                        throw fail("missing value for '\(option.key) <\(valueName.lowercased())>'")
                    }
                    value = arguments[index]
                    index += 1
                }
                if option.allowed != nil { _ = try convert(value, option, spec: spec) }
                texts.append((option, value))
            }
        }
        try checkPositionals(positionals, spec: spec)
        parsed.positionals = try distribute(positionals, spec: spec)
        for (index, given) in texts.enumerated() {
            // A single-value option's earlier values are overridden, never read: not checked.
            if case .value = given.option.kind,
                texts[(index + 1)...].contains(where: { $0.option.key == given.option.key })
            {
                continue
            }
            parsed.values[given.option.key, default: []].append(try convert(given.text, given.option, spec: spec))
        }
        for option in spec.options where option.requirement != nil && parsed.values[option.key] == nil {
            guard case .value(let valueName) = option.kind, let what = option.requirement else { continue }
            throw UsageError(
                message: "missing '\(option.key) <\(valueName.lowercased())>': \(what)", command: spec.name)
        }
        try Options.validate(parsed)
        return parsed
    }

    /// The positionals, in order, to the declared arguments (their number is checked): one
    /// each, a repeating one the rest; each parsed into its argument's type.
    private static func distribute(_ positionals: [String], spec: CommandSpec) throws -> [String: [any Sendable]] {
        var values: [String: [any Sendable]] = [:]
        var rest = positionals[...]
        for argument in spec.arguments where !rest.isEmpty {
            let taken = argument.isRepeating ? rest : rest.prefix(1)
            rest = rest.dropFirst(taken.count)
            values[argument.name] = try taken.map { text in
                switch argument.convert(text) {
                case .success(let value): return value
                case .failure(let invalid):
                    throw UsageError(
                        message: "invalid value '\(text)' for '<\(argument.name)>': \(invalid.reason)",
                        command: spec.name)
                }
            }
        }
        return values
    }

    private static func convert(_ text: String, _ option: OptionSpec, spec: CommandSpec) throws -> any Sendable {
        switch option.convert?(text) ?? .success(text) {
        case .success(let value): return value
        case .failure(let invalid):
            throw UsageError(
                message: "invalid value '\(text)' for '\(option.key)': \(invalid.reason)", command: spec.name)
        }
    }

    /// Options other tools have, which every command would otherwise answer with a near but
    /// wrong name (`--verbose` is not `--base`, `--output-format json` is not `--output json`).
    static func commonHabit(_ name: String, value: String?, spec: CommandSpec) -> String? {
        func has(_ option: String) -> Bool { spec.options.contains { $0.names.contains(option) } }
        switch name {
        case "-v", "-V", "--verbose":
            let counts = has("--statistics") ? "; --statistics counts them per rule" : ""
            return "there is no verbose mode: every finding is printed already\(counts); "
                + "'idv-res --version' prints the version"
        case "--version":
            return "the version is 'idv-res --version' (before any command)"
        case "--output-format", "--output_format", "--outputformat", "--reporter", "--formatter", "--fmt":
            guard let format = spec.options.first(where: { $0.names.contains("--format") }) else { return nil }
            let choices = format.allowed.map { " (\($0.joined(separator: ", ")))" } ?? ""
            if let value, format.allowed?.contains(value) ?? true { return "use --format \(value)" }
            return "use --format FORMAT\(choices)"
        case "--no-color", "--no-colour", "--nocolor", "--monochrome", "--plain":
            guard has("--color") else { return nil }
            return "use --color never (or set NO_COLOR=1)"
        case "--colour":
            return has("--color") ? "use --color auto|always|never" : nil
        default:
            return nil
        }
    }

    private static func checkPositionals(_ positionals: [String], spec: CommandSpec) throws {
        let repeating = spec.arguments.contains { $0.isRepeating }
        var needed = 0
        for argument in spec.arguments {
            needed += argument.minimum
            if positionals.count < needed {
                throw UsageError(message: "missing expected argument '<\(argument.name)>'", command: spec.name)
            }
        }
        if !repeating, positionals.count > spec.arguments.count {
            let extra = positionals[spec.arguments.count]
            var hint = extra.hasPrefix("-") ? "" : (spec.arguments.isEmpty ? "; '\(spec.name)' takes no arguments" : "")
            // `pack DIR OUT.zip`, as with zip or cp: the output is an option here.
            if !extra.hasPrefix("-"), positionals.count == spec.arguments.count + 1,
                let output = spec.options.first(where: { $0.names.contains("-o") }),
                case .value(let valueName) = output.kind
            {
                hint = ": to name the \(valueName.lowercased()) to write, use -o \(extra)"
            }
            throw UsageError(message: "unexpected argument '\(extra)'\(hint)", command: spec.name)
        }
    }
}
