import Foundation

/// Findings recorded on purpose (`validate --write-baseline FILE`) and not reported again
/// (`--baseline FILE`). The file is JSON, sorted, versioned; docs/baselines.md describes it.
public struct Baseline: Sendable {
    public static let formatVersion = 1

    /// One recorded finding; the same fingerprint may be recorded several times.
    public struct Entry: Sendable, Hashable {
        public var fingerprint: Fingerprint
        public var severity: Severity
        /// The input the finding was in, its last path component (nil in older files). Not part
        /// of the fingerprint: a renamed zip still matches; it decides which entries a run
        /// that checks only some inputs may call stale, and where SARIF shows an absent one.
        public var input: String?
        /// The message as reported (the fingerprint's has its digits as `#`); nil in older files.
        public var text: String?

        public init(fingerprint: Fingerprint, severity: Severity, input: String? = nil, text: String? = nil) {
            self.fingerprint = fingerprint
            self.severity = severity
            self.input = input
            self.text = text
        }

        /// The input's last path component: how entries are matched to this run's inputs.
        public var inputName: String? { input.map(Baseline.inputName) }
    }

    /// `sdk/bundle.zip` and `bundle.zip/` both name `bundle.zip`.
    public static func inputName(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed.split(separator: "/").last ?? trimmed)
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted {
            ($0.fingerprint, $0.severity.rawValue, $0.input ?? "", $0.text ?? "")
                < ($1.fingerprint, $1.severity.rawValue, $1.input ?? "", $1.text ?? "")
        }
    }

    /// Every finding of `report`.
    public init(recording report: Report) {
        self.init(
            entries: report.inputs.flatMap { input in
                input.diagnostics.map {
                    Entry(
                        fingerprint: Fingerprint($0), severity: $0.severity, input: Baseline.inputName(input.name),
                        text: $0.message)
                }
            })
    }

    /// The file's text: `{"version": 1, "tool": "idv-res", "findings": [...]}`, entries sorted by
    /// path, rule, message and source line, so it diffs well in review; each entry also says
    /// its input and its message as reported (`input`, `text`: not matched on).
    public func render() -> String {
        JSONOutput.object([
            ("version", .int(Self.formatVersion)),
            ("tool", .string("idv-res")),
            (
                "findings",
                .array(
                    entries.map { entry in
                        .object(
                            [
                                ("fingerprint", .string(entry.fingerprint.hash)),
                                ("rule", .string(entry.fingerprint.rule)),
                                ("severity", .string(entry.severity.rawValue)),
                                ("path", .string(entry.fingerprint.path)),
                                ("message", .string(entry.fingerprint.message)),
                                ("source", .string(entry.fingerprint.source)),
                            ] + (entry.input.map { [("input", .string($0))] } ?? [])
                                + (entry.text.map { [("text", .string($0))] } ?? []))
                    })
            ),
        ]).render() + "\n"
    }

    public static func load(path: String) throws(ConfigurationError) -> Baseline {
        func fail(_ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: nil, column: nil, message: message)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw fail("no such baseline file")
        }
        if isDirectory.boolValue { throw fail("is a folder, not a baseline file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw fail("cannot read the baseline file (permissions?)")
        }
        return try parse(Array(data), path: path)
    }

    /// Reads a baseline; anything but version 1 with complete entries is a usage error, located.
    public static func parse(_ bytes: [UInt8], path: String) throws(ConfigurationError) -> Baseline {
        // A zip or a report named by mistake: say what it is, not where its JSON breaks.
        let kind = OutputKind.of(bytes: bytes)
        if [.zip, .binary, .jsonReport, .sarifReport, .textReport, .xliff].contains(kind) {
            throw ConfigurationError(
                path: path, line: nil, column: nil,
                message: "is \(kind), not a baseline (a baseline is the JSON file validate --write-baseline writes)")
        }
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
            entries.append(
                Entry(
                    fingerprint: fingerprint, severity: severity, input: finding["input"]?.string,
                    text: finding["text"]?.string))
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
            let name = Baseline.inputName(copy.inputs[index].name)
            copy.inputs[index].diagnostics = copy.inputs[index].diagnostics.filter { diagnostic in
                let key = Fingerprint(diagnostic)
                guard var left = remaining[key], !left.isEmpty else { return true }
                // An entry recorded for this input first, so another input's stays (and is not stale).
                left.remove(at: left.lastIndex { $0.inputName == name } ?? left.count - 1)
                remaining[key] = left
                absorbed.append(diagnostic)
                return false
            }
        }
        // Only entries of inputs checked in this run can be stale (a hook that checks one
        // folder says nothing of the zip recorded beside it); each is shown at this run's input.
        var checked: [String: String] = [:]
        for input in report.inputs where checked[Baseline.inputName(input.name)] == nil {
            checked[Baseline.inputName(input.name)] = input.name
        }
        let stale = remaining.values.flatMap { $0 }
            .compactMap { entry -> Entry? in
                guard let name = entry.inputName else { return entry }
                guard let current = checked[name] else { return nil }
                var shown = entry
                shown.input = current
                return shown
            }
            .sorted { $0.fingerprint < $1.fingerprint }
        copy.baseline = Report.BaselineOutcome(absorbed: absorbed, stale: stale)
        return copy
    }
}
