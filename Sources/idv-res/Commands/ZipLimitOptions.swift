import Diagnostics
import ResourceBundle

/// The zip limits `validate` and `unpack` share (what makes an archive a bomb).
enum ZipLimitOptions {
    static let maxEntries = Option(
        "--max-entries", valueName: "count", help: "Most entries a zip may have (default 10000).")
    static let maxTotalSize = Option(
        "--max-total-size", valueName: "size", help: "Most bytes a zip may unpack to, e.g. 512M or 2G (default 1G).")
    static let maxRatio = Option(
        "--max-ratio", valueName: "ratio",
        help: "Highest compression ratio of an entry of 64 KiB or more (default 100).")

    static let options: [any DeclaredOption] = [maxEntries, maxTotalSize, maxRatio]
    static let specs: [OptionSpec] = options.map(\.spec)
    static let flags: [(key: InputLimits.Key, option: Option)] = [
        (.maxEntries, maxEntries), (.maxTotalSize, maxTotalSize), (.maxRatio, maxRatio),
    ]

    static func limits(_ arguments: ParsedArguments, command: String) throws -> ZipLimits {
        var limits = ZipLimits()
        limits.names = InputLimitOptions.names
        if let text = arguments[ZipLimitOptions.maxEntries] {
            guard let value = Int(text), value >= 0 else {
                throw UsageError(
                    message: "invalid value '\(text)' for '--max-entries': expected a whole number", command: command)
            }
            limits.maxEntries = value
        }
        if let text = arguments[ZipLimitOptions.maxTotalSize] {
            guard let value = InputLimits.parseSize(text) else {
                throw UsageError(
                    message:
                        "invalid value '\(text)' for '--max-total-size': expected a size such as 1048576, 512K, 64M or 2G",
                    command: command)
            }
            limits.maxTotalSize = value
        }
        if let text = arguments[ZipLimitOptions.maxRatio] {
            guard let value = Double(text), value >= 1 else {
                throw UsageError(
                    message: "invalid value '\(text)' for '--max-ratio': expected a number of at least 1",
                    command: command)
            }
            limits.maxRatio = value
        }
        return limits
    }
}
