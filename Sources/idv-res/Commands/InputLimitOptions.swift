import Diagnostics

/// The limits of each text file (`input.limit`) that `validate` and `pack` share: the
/// configuration's `limits` object first, then these options.
enum InputLimitOptions {
    static let maxFileSize = Option(
        "--max-file-size", valueName: "size",
        help: "Most bytes of one XML, JSON or strings file, e.g. 64M (default 64M).")
    static let maxLineLength = Option(
        "--max-line-length", valueName: "bytes", help: "Longest line of an XML or .strings file (default 262144).")
    static let maxAttributes = Option(
        "--max-attributes", valueName: "count", help: "Most attributes on one XML element (default 256).")
    static let maxDepth = Option(
        "--max-depth", valueName: "count", help: "Deepest nesting of XML elements (default 64).")

    static let specs: [OptionSpec] = [
        maxFileSize.spec,
        maxLineLength.spec,
        maxAttributes.spec,
        maxDepth.spec,
    ]

    /// Each limit's option: how a finding past it tells the user to raise it.
    static let flags: [(key: InputLimits.Key, option: Option)] = [
        (.maxFileSize, maxFileSize), (.maxLineLength, maxLineLength), (.maxAttributes, maxAttributes),
        (.maxDepth, maxDepth),
    ]

    /// The names findings give the limits: the CLI's flags (the zip limits' too).
    static var names: InputLimits.Names {
        var names = InputLimits.Names()
        for (key, option) in flags { names[key] = option.spec.key }
        for (key, option) in ZipLimitOptions.flags { names[key] = option.spec.key }
        return names
    }

    static func limits(_ arguments: ParsedArguments, configuration: Configuration, command: String) throws
        -> InputLimits
    {
        var limits = configuration.limits ?? InputLimits()
        limits.names = names
        for (key, option) in flags {
            guard let text = arguments[option] else { continue }
            do {
                try limits.set(key, text)
            } catch {
                throw UsageError(
                    message: "invalid value '\(text)' for '\(option.spec.key)': \(error.message)", command: command)
            }
        }
        return limits
    }
}
