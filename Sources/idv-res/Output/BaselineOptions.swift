import Diagnostics
import Foundation

/// `--baseline FILE` (validate, pack) and `--write-baseline FILE` (validate): findings
/// recorded once are not reported again. docs/baselines.md describes the file.
struct BaselineOptions {
    static var apply: Option<String> {
        Option<String>(
            "--baseline", valueName: "file",
            help: "Report only findings not recorded in this baseline file (written by validate); "
                + "the summary counts what it absorbed.", isInput: true
        )
    }
    static var record: Option<String> {
        Option<String>(
            "--write-baseline", valueName: "file",
            help: "Record every finding of this run in FILE (JSON, sorted), for --baseline; "
                + "exits 0 unless an input is unreadable.", writes: .baseline
        )
    }

    /// The baseline read from `--baseline`, loaded before any input is checked.
    var baseline: Baseline?
    /// Where `--write-baseline` records this run's findings.
    var writePath: String?

    /// Reads `--baseline` (a bad file is a usage error, exit 2, located) and takes `--write-baseline`.
    init(_ arguments: ParsedArguments<some BaselineReading>) throws {
        if let path = arguments[\.baseline] {
            guard FileManager.default.fileExists(atPath: path) || path == arguments[\.writeBaseline] else {
                throw ConfigurationError(
                    path: path, line: nil, column: nil,
                    message: "no such baseline file; record one first: idv-res validate --write-baseline "
                        + "\(path) INPUT...")
            }
            if FileManager.default.fileExists(atPath: path) { baseline = try Baseline.load(path: path) }
        }
        // What stands at it was checked by the output gate: nothing, an empty file or a baseline.
        writePath = arguments[\.writeBaseline]
        if let writePath, writePath == arguments[\.baseline] {
            baseline = nil
            // Rewriting the baseline it reads: record everything, absorb nothing.
        }
    }

    /// Writes the baseline atomically (a temporary file beside it, then a rename).
    static func write(_ baseline: Baseline, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try Data(baseline.render().utf8).write(to: url, options: .atomic)
    }
}

/// `--baseline` (`BaselineOptions.apply`), and `--write-baseline` (`BaselineOptions.record`)
/// where the command has it (nil: it has none).
protocol BaselineReading: CommandOptions {
    var baseline: Option<String> { get }
    var writeBaseline: Option<String>? { get }
}
