import Diagnostics

/// The limits of each text file (`input.limit`) that `validate` and `pack` share: the
/// configuration's `limits` object first, then these options.
enum InputLimitOptions {
    static let specs: [OptionSpec] = [
        .value(
            "--max-file-size", valueName: "size",
            help: "Most bytes of one XML, JSON or strings file, e.g. 64M (default 64M)."),
        .value(
            "--max-line-length", valueName: "bytes", help: "Longest line of an XML or .strings file (default 262144)."),
        .value("--max-attributes", valueName: "count", help: "Most attributes on one XML element (default 256)."),
        .value("--max-depth", valueName: "count", help: "Deepest nesting of XML elements (default 64)."),
    ]

    static func limits(_ arguments: ParsedArguments, configuration: Configuration, command: String) throws
        -> InputLimits
    {
        var limits = configuration.limits ?? InputLimits()
        for (_, option) in InputLimits.keys {
            guard let text = arguments.value(option) else { continue }
            if case .some(.some(let problem)) = limits.set(option, text) {
                throw UsageError(message: "invalid value '\(text)' for '\(option)': \(problem)", command: command)
            }
        }
        return limits
    }
}
