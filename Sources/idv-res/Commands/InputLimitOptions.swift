import Diagnostics

/// The limits of each text file (`input.limit`) that `validate` and `pack` share: the
/// configuration's `limits` object first, then these options.
struct InputLimitOptions: OptionGroup {
    let maxFileSize = Option(
        "--max-file-size", valueName: "size",
        help: "Most bytes of one XML, JSON or strings file, e.g. 64M (default 64M).",
        number: .size(atLeast: 1, examples: "1048576, 512K or 64M"))
    let maxLineLength = Option(
        "--max-line-length", valueName: "bytes", help: "Longest line of an XML or .strings file (default 262144).",
        number: .wholeNumber(atLeast: 1))
    let maxAttributes = Option(
        "--max-attributes", valueName: "count", help: "Most attributes on one XML element (default 256).",
        number: .wholeNumber(atLeast: 1))
    let maxDepth = Option(
        "--max-depth", valueName: "count", help: "Deepest nesting of XML elements (default 64).",
        number: .wholeNumber(atLeast: 1))

    /// Each limit's option: how a finding past it tells the user to raise it.
    var flags: [(key: InputLimits.Key, option: any DeclaredOption)] {
        [
            (.maxFileSize, maxFileSize), (.maxLineLength, maxLineLength), (.maxAttributes, maxAttributes),
            (.maxDepth, maxDepth),
        ]
    }

    /// The names findings give the limits: the CLI's flags (the zip limits' too).
    static var names: InputLimits.Names {
        var names = InputLimits.Names()
        for (key, option) in InputLimitOptions().flags + ZipLimitOptions().flags { names[key] = option.spec.key }
        return names
    }

    static func limits(_ arguments: ParsedArguments<some InputLimitReading>, configuration: Configuration)
        -> InputLimits
    {
        var limits = configuration.limits ?? InputLimits()
        limits.names = names
        if let value = arguments[\.inputLimits.maxFileSize] { limits.maxFileSize = value }
        if let value = arguments[\.inputLimits.maxLineLength] { limits.maxLineLength = value }
        if let value = arguments[\.inputLimits.maxAttributes] { limits.maxAttributes = value }
        if let value = arguments[\.inputLimits.maxDepth] { limits.maxDepth = value }
        return limits
    }
}

/// A command with the input limits (validate, pack).
protocol InputLimitReading: CommandOptions {
    var inputLimits: InputLimitOptions { get }
}
