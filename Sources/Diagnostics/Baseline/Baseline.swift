import Foundation

/// Findings recorded on purpose (`validate --write-baseline FILE`) and not reported again
/// (`--baseline FILE`). The file is JSON, sorted, versioned; docs/baselines.md describes it.
public struct Baseline: Sendable {
    public static let formatVersion = 1

    /// One recorded finding; the same fingerprint may be recorded several times.
    public struct Entry: Sendable, Hashable {
        public var fingerprint: Fingerprint
        public var severity: Severity

        public init(fingerprint: Fingerprint, severity: Severity) {
            self.fingerprint = fingerprint
            self.severity = severity
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted {
            ($0.fingerprint, $0.severity.rawValue) < ($1.fingerprint, $1.severity.rawValue)
        }
    }

    /// Every finding of `report`.
    public init(recording report: Report) {
        self.init(entries: report.diagnostics.map { Entry(fingerprint: Fingerprint($0), severity: $0.severity) })
    }

    /// The file's text: `{"version": 1, "tool": "idv-res", "findings": [...]}`, entries sorted by
    /// path, rule, message and source line, so it diffs well in review.
    public func render() -> String {
        JSONOutput.object([
            ("version", .int(Self.formatVersion)),
            ("tool", .string("idv-res")),
            (
                "findings",
                .array(
                    entries.map { entry in
                        .object([
                            ("fingerprint", .string(entry.fingerprint.hash)),
                            ("rule", .string(entry.fingerprint.rule)),
                            ("severity", .string(entry.severity.rawValue)),
                            ("path", .string(entry.fingerprint.path)),
                            ("message", .string(entry.fingerprint.message)),
                            ("source", .string(entry.fingerprint.source)),
                        ])
                    })
            ),
        ]).render() + "\n"
    }

    public static func load(path: String) throws(ConfigurationError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: path, line: nil, column: nil, message: "cannot read the baseline file")
        }
        return try parse(Array(data), path: path)
    }

    /// Reads a baseline; anything but version 1 with complete entries is a usage error, located.
    public static func parse(_ bytes: [UInt8], path: String) throws(ConfigurationError) -> Baseline {
        let root: JSONNode
        do {
            root = try JSONParser(maxDepth: 16).parse(bytes)
        } catch {
            throw ConfigurationError(
                path: path, line: error.line, column: error.column, message: "malformed JSON: \(error.message)")
        }
        func fail(_ node: JSONNode, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: node.line, column: node.column, message: message)
        }
        guard root.members != nil else {
            throw fail(root, "a baseline is a JSON object (idv-res validate --write-baseline)")
        }
        guard let version = root["version"], version.number == Double(formatVersion) else {
            throw fail(root["version"] ?? root, "unsupported baseline version: expected \"version\": \(formatVersion)")
        }
        guard let findings = root["findings"]?.array else { throw fail(root, "\"findings\" must be an array") }
        var entries: [Entry] = []
        for finding in findings {
            func field(_ key: String) throws(ConfigurationError) -> String {
                guard let text = finding[key]?.string else {
                    throw fail(finding, "each finding needs a string \"\(key)\"")
                }
                return text
            }
            let severityText = try field("severity")
            guard let severity = Severity(rawValue: severityText) else {
                throw fail(finding, "\"severity\": expected \"error\", \"warning\" or \"note\"")
            }
            let fingerprint = Fingerprint(
                rule: try field("rule"), path: try field("path"), message: try field("message"),
                source: try field("source"))
            entries.append(Entry(fingerprint: fingerprint, severity: severity))
        }
        return Baseline(entries: entries)
    }

    /// The report without the findings recorded here; each entry absorbs at most one finding.
    /// What was absorbed and which entries found nothing (stale) go into `report.baseline`.
    public func apply(to report: Report) -> Report {
        var remaining: [Fingerprint: [Entry]] = Dictionary(grouping: entries, by: \.fingerprint)
        var absorbed: [Diagnostic] = []
        var copy = report
        for index in copy.inputs.indices {
            copy.inputs[index].diagnostics = copy.inputs[index].diagnostics.filter { diagnostic in
                let key = Fingerprint(diagnostic)
                guard var left = remaining[key], !left.isEmpty else { return true }
                left.removeLast()
                remaining[key] = left
                absorbed.append(diagnostic)
                return false
            }
        }
        let stale = remaining.values.flatMap { $0 }.sorted { $0.fingerprint < $1.fingerprint }
        copy.baseline = Report.BaselineOutcome(absorbed: absorbed, stale: stale)
        return copy
    }
}
