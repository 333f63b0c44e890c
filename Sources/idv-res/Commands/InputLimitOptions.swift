import Diagnostics

/// The limits of each text file (`input.limit`) that `validate` and `pack` share: the
/// configuration's `limits` object first, then these options.
enum InputLimitOptions {
    static let maxFileSize = Option(
        "--max-file-size", valueName: "size",
        help: "Most bytes of one XML, JSON or strings file, e.g. 64M (default 64M).",
        number: .size(atLeast: 1, examples: "1048576, 512K or 64M"))
    static let maxLineLength = Option(
        "--max-line-length", valueName: "bytes", help: "Longest line of an XML or .strings file (default 262144).",
        number: .wholeNumber(atLeast: 1))
    static let maxAttributes = Option(
        "--max-attributes", valueName: "count", help: "Most attributes on one XML element (default 256).",
        number: .wholeNumber(atLeast: 1))
    static let maxDepth = Option(
        "--max-depth", valueName: "count", help: "Deepest nesting of XML elements (default 64).",
        number: .wholeNumber(atLeast: 1))

    static let options: [any DeclaredOption] = [
        maxFileSize,
        maxLineLength,
        maxAttributes,
        maxDepth,
    ]

    /// Each limit's option: how a finding past it tells the user to raise it.
    static let flags: [(key: InputLimits.Key, option: any DeclaredOption)] = [
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

    static func limits(_ arguments: ParsedArguments, configuration: Configuration) -> InputLimits {
        var limits = configuration.limits ?? InputLimits()
        limits.names = names
        if let value = arguments[maxFileSize] { limits.maxFileSize = value }
        if let value = arguments[maxLineLength] { limits.maxLineLength = value }
        if let value = arguments[maxAttributes] { limits.maxAttributes = value }
        if let value = arguments[maxDepth] { limits.maxDepth = value }
        return limits
    }
}
