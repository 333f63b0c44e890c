import Diagnostics
import ResourceBundle

/// The zip limits `validate` and `unpack` share (what makes an archive a bomb).
enum ZipLimitOptions {
    static let maxEntries = Option(
        "--max-entries", valueName: "count", help: "Most entries a zip may have (default 10000).",
        number: .wholeNumber(atLeast: 0))
    static let maxTotalSize = Option(
        "--max-total-size", valueName: "size", help: "Most bytes a zip may unpack to, e.g. 512M or 2G (default 1G).",
        number: .size(atLeast: 0, examples: "1048576, 512K, 64M or 2G"))
    static let maxRatio = Option(
        "--max-ratio", valueName: "ratio",
        help: "Highest compression ratio of an entry of 64 KiB or more (default 100).", number: .number(atLeast: 1))

    static let options: [any DeclaredOption] = [maxEntries, maxTotalSize, maxRatio]
    /// Each limit's option: how a finding past it tells the user to raise it.
    static let flags: [(key: InputLimits.Key, option: any DeclaredOption)] = [
        (.maxEntries, maxEntries), (.maxTotalSize, maxTotalSize), (.maxRatio, maxRatio),
    ]

    static func limits(_ arguments: ParsedArguments) -> ZipLimits {
        var limits = ZipLimits()
        limits.names = InputLimitOptions.names
        if let value = arguments[maxEntries] { limits.maxEntries = value }
        if let value = arguments[maxTotalSize] { limits.maxTotalSize = value }
        if let value = arguments[maxRatio] { limits.maxRatio = value }
        return limits
    }
}
