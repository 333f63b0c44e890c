import Diagnostics
import ResourceBundle

/// The zip limits `validate` and `unpack` share (what makes an archive a bomb).
enum ZipLimitOptions {
    static let specs: [OptionSpec] = [
        .value("--max-entries", valueName: "count", help: "Most entries a zip may have (default 10000)."),
        .value(
            "--max-total-size", valueName: "size", help: "Most bytes a zip may unpack to, e.g. 512M or 2G (default 1G)."
        ),
        .value(
            "--max-ratio", valueName: "ratio",
            help: "Highest compression ratio of an entry of 64 KiB or more (default 100)."),
    ]

    static func limits(_ arguments: ParsedArguments, command: String) throws -> ZipLimits {
        var limits = ZipLimits()
        if let text = arguments.value("--max-entries") {
            guard let value = Int(text), value >= 0 else {
                throw UsageError(
                    message: "invalid value '\(text)' for '--max-entries': expected a whole number", command: command)
            }
            limits.maxEntries = value
        }
        if let text = arguments.value("--max-total-size") {
            guard let value = InputLimits.parseSize(text) else {
                throw UsageError(
                    message:
                        "invalid value '\(text)' for '--max-total-size': expected a size such as 1048576, 512K, 64M or 2G",
                    command: command)
            }
            limits.maxTotalSize = value
        }
        if let text = arguments.value("--max-ratio") {
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
