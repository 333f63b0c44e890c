/// `--statistics`: findings counted per rule, most first, as `ruff --statistics` prints them,
/// then the summary line.
public struct StatisticsReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        let rows = RuleCount.count(report.diagnostics)
        let countWidth = rows.map { String($0.count).count }.max() ?? 1
        let ruleWidth = rows.map(\.rule.count).max() ?? 0
        var out = ""
        for row in rows {
            let count = String(row.count)
            out += String(repeating: " ", count: countWidth - count.count) + count + "  "
            out +=
                row.rule + String(repeating: " ", count: ruleWidth - row.rule.count) + "  " + row.severity.rawValue
                + "\n"
        }
        return out + report.summary + "\n"
    }
}
