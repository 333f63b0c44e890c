import Foundation

/// What a file on disk is, as far as an output of ours needs to know before replacing it:
/// nothing a user has is overwritten unless it is the same kind of file we wrote before
/// (docs/architecture.md, "Outputs never replace a user's file").
public enum OutputKind: Equatable, Sendable, CustomStringConvertible {
    case baseline
    case jsonReport
    case sarifReport
    /// A text, statistics or github report: text whose last line is our summary line.
    case textReport
    case zip
    case xliff
    /// JSON we did not write (a configuration, a Lottie file...).
    case otherJSON
    case otherText
    case binary
    case folder
    /// A folder `idv-res preview` wrote: it holds `previewSiteMarker`.
    case previewSite
    /// A device, FIFO or socket (`/dev/null`): written to in place by no output of ours.
    case special

    public var description: String {
        switch self {
        case .baseline: "an idv-res baseline"
        case .jsonReport: "an idv-res JSON report"
        case .sarifReport: "a SARIF report"
        case .textReport: "an idv-res text report"
        case .zip: "a zip"
        case .xliff: "an XLIFF file"
        case .otherJSON: "a JSON file not written by idv-res"
        case .otherText: "a text file not written by idv-res"
        case .binary: "a binary file"
        case .folder: "a folder"
        case .previewSite: "an idv-res preview site"
        case .special: "a device or special file"
        }
    }

    /// The file that marks a folder as a preview site, so that a new preview may replace it.
    public static let previewSiteMarker = ".idv-res-preview"

    /// What is at `path`; nil when nothing is there or the file is empty (nothing to lose).
    public static func of(path: String) -> OutputKind? {
        // One stat (links followed), not FileManager's attribute dictionary: every command
        // that writes asks before it runs.
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            var marker = stat()
            return stat(PathParts.joining(path, previewSiteMarker), &marker) == 0 ? .previewSite : .folder
        case S_IFREG: break
        default: return .special
        }
        if status.st_size == 0 { return nil }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .binary }
        defer { try? handle.close() }
        // The head decides a zip or binary data without reading a large file; a baseline or
        // report we wrote is small: past the limit it is not one of ours.
        guard var data = try? handle.read(upToCount: 8192), !data.isEmpty else { return .binary }
        let head = Array(data)
        if isZip(head) { return .zip }
        if head.contains(0) { return .binary }
        let limit = 64 << 20
        if data.count == 8192, let rest = try? handle.read(upToCount: limit + 1 - data.count) { data += rest }
        return of(bytes: Array(data), complete: data.count <= limit)
    }

    /// Classifies file contents (`complete`: the whole file, not a prefix).
    public static func of(bytes: [UInt8], complete: Bool = true) -> OutputKind {
        if isZip(bytes) { return .zip }
        if bytes.prefix(8192).contains(0) { return .binary }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .binary }
        let start = text.drop { $0.isWhitespace }
        if start.first == "{" {
            guard complete, let root = try? JSONParser(maxDepth: 64).parse(bytes), root.isObject else {
                return .otherJSON
            }
            return jsonKind(root)
        }
        if start.hasPrefix("<?xml") || start.hasPrefix("<xliff") {
            return text.contains("<xliff") ? .xliff : .otherText
        }
        return isReportSummary(lastLine(of: text)) ? .textReport : .otherText
    }

    /// `PK` and a local header, end-of-archive or spanning signature.
    private static func isZip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B && [3, 5, 7].contains(bytes[2])
    }

    private static func jsonKind(_ root: JSONNode) -> OutputKind {
        if root["tool"]?.string == "idv-res", root["findings"]?.isArray == true { return .baseline }
        if root["tool"]?["name"]?.string == "idv-res", root["schemaVersion"] != nil { return .jsonReport }
        if let schema = root["$schema"]?.string, schema.contains("sarif"),
            root["runs"]?.array?.first?["tool"]?["driver"]?["name"]?.string == "idv-res"
        {
            return .sarifReport
        }
        return .otherJSON
    }

    private static func lastLine(of text: String) -> String {
        let lines = text.split(whereSeparator: \.isNewline)
        // Colour codes of a report written from a terminal do not change what it is.
        var line = String(lines.last ?? "")
        while let escape = line.range(of: "\u{1B}[") {
            let end = line[escape.upperBound...].firstIndex { $0.isLetter } ?? line.endIndex
            line.removeSubrange(escape.lowerBound..<(end == line.endIndex ? end : line.index(after: end)))
        }
        return line
    }

    /// `Report.summary`: "no problems found in 1 input" or "2 errors, 0 warnings and 1 note in 1 input...".
    static func isReportSummary(_ line: String) -> Bool {
        if line.hasPrefix("no problems found in ") { return true }
        let digits = line.prefix { $0.isNumber }
        guard !digits.isEmpty else { return false }
        let rest = line.dropFirst(digits.count)
        return (rest.hasPrefix(" error, ") || rest.hasPrefix(" errors, ")) && line.contains(" in ")
    }

    /// Any of our reports may replace another (`-o report` in another format).
    public var isReport: Bool { [.textReport, .jsonReport, .sarifReport].contains(self) }

    /// Why `path` may not be replaced by an output of kind `writing`; nil when it may (nothing
    /// there, an empty file, or a file of that kind; a report for a report; a preview site is a
    /// folder too).
    public static func refusal(toReplace path: String, with writing: OutputKind) -> String? {
        of(path: path).flatMap { refusal(toReplace: $0, at: path, with: writing) }
    }

    /// The same, for a file of kind `found` already looked at.
    public static func refusal(toReplace found: OutputKind, at path: String, with writing: OutputKind) -> String? {
        guard found != writing, !(found.isReport && writing.isReport), !(found == .previewSite && writing == .folder)
        else { return nil }
        return "\(path) is \(found), not \(writing): idv-res never replaces it; name another file or remove it"
    }
}

extension ReportFormat {
    /// The kind of file a report in this format is, for `OutputKind.refusal`.
    public var outputKind: OutputKind {
        switch self {
        case .text, .github: .textReport
        case .json: .jsonReport
        case .sarif: .sarifReport
        }
    }
}
