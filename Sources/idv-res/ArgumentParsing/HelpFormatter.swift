/// `--help` text in swift-argument-parser's layout.
enum HelpFormatter {
    static func usage(_ spec: CommandSpec, commandPath: String) -> String {
        var parts = [commandPath]
        for argument in spec.arguments {
            var text = "<\(argument.name)>"
            if argument.isRepeating { text += " ..." }
            parts.append(argument.isOptional ? "[\(text)]" : text)
        }
        if !spec.options.isEmpty { parts.append("[<options>]") }
        return parts.joined(separator: " ")
    }

    static func help(_ spec: CommandSpec, commandPath: String) -> String {
        var out = "OVERVIEW: \(spec.abstract)\n"
        if !spec.discussion.isEmpty { out += "\n" + spec.discussion + "\n" }
        out += "\nUSAGE: \(usage(spec, commandPath: commandPath))\n"
        if !spec.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for argument in spec.arguments {
                out += row("<\(argument.name)>", argument.help)
            }
        }
        out += "\nOPTIONS:\n"
        for option in spec.options {
            var label = option.names.sorted { $0.count < $1.count }.joined(separator: ", ")
            switch option.kind {
            case .flag: break
            case .value(let valueName), .repeated(let valueName): label += " <\(valueName.lowercased())>"
            }
            out += row(label, optionHelp(option))
        }
        out += row("-h, --help", "Show help information.")
        return out
    }

    /// An option's help with its values, default and repetition (`--help` and the man page).
    static func optionHelp(_ option: OptionSpec) -> String {
        var help = option.help
        if let allowed = option.allowed { help += " (values: \(allowed.joined(separator: ", ")))" }
        if let defaultValue = option.defaultValue { help += " (default: \(defaultValue))" }
        if case .repeated = option.kind { help += " (repeatable)" }
        return help
    }

    static func row(_ label: String, _ help: String) -> String {
        let width = 26
        let padded = "  " + label
        if padded.count >= width - 1 {
            return padded + "\n" + String(repeating: " ", count: width) + help + "\n"
        }
        return padded + String(repeating: " ", count: width - padded.count) + help + "\n"
    }
}
