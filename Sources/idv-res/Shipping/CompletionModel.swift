/// What a shell may offer after each option and in each argument position, derived from the
/// command specs at run time, so an option added to a spec is completed without more code.
enum CompletionValue: Equatable {
    /// A flag: no value follows.
    case none
    case file
    case directory
    /// One of these words (an option's allowed values, the rule ids).
    case words([String])
    /// Free text: nothing to offer.
    case text

    static func of(_ option: OptionSpec) -> CompletionValue {
        switch option.kind {
        case .flag: return .none
        case .value(let name), .repeated(let name):
            if let allowed = option.allowed { return .words(allowed) }
            return ofValueName(name)
        }
    }

    static func of(_ argument: ArgumentSpec) -> CompletionValue {
        if let words = argument.completions { return .words(words()) }
        return ofValueName(argument.name)
    }

    /// By the value's name in the help (`<file>`, `<dir>`, `<sums>`, `<n>`).
    private static func ofValueName(_ name: String) -> CompletionValue {
        let name = name.lowercased()
        if name == "dir" || name == "directory" { return .directory }
        let fileNames = ["file", "sums", "zip", "input", "table"]
        return fileNames.contains(where: name.contains) ? .file : .text
    }
}

/// The root command's own options, as `IDVRes.run` handles them.
enum RootOptions {
    static let all: [(name: String, help: String)] = [
        ("--help", "Show help information."),
        ("--version", "Show the version and the git commit it was built from."),
    ]
}

extension String {
    /// Help text on one line, for completion menus.
    var oneLine: String {
        split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
