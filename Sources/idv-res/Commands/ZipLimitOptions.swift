import Diagnostics
import ResourceBundle

/// The zip limits `validate` and `unpack` share (what makes an archive a bomb).
struct ZipLimitOptions: OptionGroup {
    let maxEntries = Option(
        "--max-entries", valueName: "count", help: "Most entries a zip may have (default 10000).",
        number: .wholeNumber(atLeast: 0))
    let maxTotalSize = Option(
        "--max-total-size", valueName: "size", help: "Most bytes a zip may unpack to, e.g. 512M or 2G (default 1G).",
        number: .size(atLeast: 0, examples: "1048576, 512K, 64M or 2G"))
    let maxRatio = Option(
        "--max-ratio", valueName: "ratio",
        help: "Highest compression ratio of an entry of 64 KiB or more (default 100).", number: .number(atLeast: 1))

    /// Each limit's option: how a finding past it tells the user to raise it.
    var flags: [(key: InputLimits.Key, option: any DeclaredOption)] {
        [(.maxEntries, maxEntries), (.maxTotalSize, maxTotalSize), (.maxRatio, maxRatio)]
    }

    static func limits(_ arguments: ParsedArguments<some ZipLimitReading>) -> ZipLimits {
        var limits = ZipLimits()
        limits.names = InputLimitOptions.names
        if let value = arguments[\.zipLimits.maxEntries] { limits.maxEntries = value }
        if let value = arguments[\.zipLimits.maxTotalSize] { limits.maxTotalSize = value }
        if let value = arguments[\.zipLimits.maxRatio] { limits.maxRatio = value }
        return limits
    }
}

/// A command with the zip limits (validate, unpack).
protocol ZipLimitReading: CommandOptions {
    var zipLimits: ZipLimitOptions { get }
}

extension ZipLimitReading {
    /// The zip limits' key paths, for `reject`.
    static var zipLimitKeyPaths: [PartialKeyPath<Self>] {
        [\.zipLimits.maxEntries, \.zipLimits.maxTotalSize, \.zipLimits.maxRatio]
    }
}
