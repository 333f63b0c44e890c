/// The stable JSON schema (version 1), documented in docs/output-formats.md:
/// `{ "schemaVersion": 1, "tool": {...}, "inputs": [...], "diagnostics": [...], "summary": {...} }`.
public struct JSONReporter: Reporter {
    public static let schemaVersion = 1
    public var toolVersion: String

    public init(toolVersion: String) {
        self.toolVersion = toolVersion
    }

    public func render(_ report: Report) -> String {
        let document = JSONOutput.object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("tool", .object([("name", .string("idv-res")), ("version", .string(toolVersion))])),
            (
                "inputs",
                .array(
                    report.inputs.map { input in
                        .object([
                            ("name", .string(input.name)),
                            ("readable", .bool(!input.unreadable)),
                            ("errors", .int(input.diagnostics.filter { $0.severity == .error }.count)),
                            ("warnings", .int(input.diagnostics.filter { $0.severity == .warning }.count)),
                            ("notes", .int(input.diagnostics.filter { $0.severity == .note }.count)),
                        ])
                    })
            ),
            ("diagnostics", .array(report.diagnostics.map(Self.encode))),
            (
                "summary",
                .object(
                    [
                        ("errors", .int(report.count(.error))),
                        ("warnings", .int(report.count(.warning))),
                        ("notes", .int(report.count(.note))),
                    ] + Self.baselineSummary(report))
            ),
        ])
        return document.render() + "\n"
    }

    /// With `--baseline`: `"baseline": {"absorbed": N, "stale": M}` in the summary.
    static func baselineSummary(_ report: Report) -> [(String, JSONOutput)] {
        guard let baseline = report.baseline else { return [] }
        return [
            ("baseline", .object([("absorbed", .int(baseline.absorbed.count)), ("stale", .int(baseline.stale.count))]))
        ]
    }

    public static func encode(_ diagnostic: Diagnostic) -> JSONOutput {
        let location = diagnostic.location
        return .object([
            ("rule", .string(diagnostic.ruleID)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("suggestion", .optional(diagnostic.suggestion)),
            (
                "location",
                .object([
                    ("path", .string(location.displayPath)),
                    ("container", .optional(location.container)),
                    ("file", .string(location.file)),
                    ("line", .optional(location.line)),
                    ("column", .optional(location.column)),
                    ("jsonPath", .optional(location.jsonPath)),
                ])
            ),
        ])
    }
}
