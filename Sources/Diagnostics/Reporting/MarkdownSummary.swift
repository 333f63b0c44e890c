/// The GitHub Actions job summary (`$GITHUB_STEP_SUMMARY`): totals, a per-rule table, and the
/// first findings of each rule. Everything that comes from the bundle (paths, messages) is
/// escaped, so a file name cannot inject Markdown, HTML or a mention into the page.
public struct MarkdownSummary: Reporter {
    /// Findings listed under each rule; the table counts them all.
    public var findingsPerRule: Int

    public init(findingsPerRule: Int = 5) {
        self.findingsPerRule = findingsPerRule
    }

    public func render(_ report: Report) -> String {
        var out = "## idv-res\n\n"
        out += Self.escape(report.summary) + "\n\n"
        let byRule = RuleCount.count(report.diagnostics)
        guard !byRule.isEmpty else { return out }
        out += "| rule | severity | findings |\n|---|---|---:|\n"
        for row in byRule {
            out += "| `\(Self.escapeCode(row.rule))` | \(row.severity.rawValue) | \(row.count) |\n"
        }
        for row in byRule {
            let findings = report.diagnostics.filter { $0.ruleID == row.rule }
            out += "\n### `\(Self.escapeCode(row.rule))` (\(row.count))\n\n"
            for diagnostic in findings.prefix(findingsPerRule) {
                out += "- \(Self.escape(diagnostic.location.description)): \(Self.escape(diagnostic.message))\n"
            }
            if findings.count > findingsPerRule {
                out += "- and \(findings.count - findingsPerRule) more\n"
            }
        }
        return out
    }

    /// Every ASCII character Markdown or HTML could read as markup becomes a numeric character
    /// reference; line breaks become spaces. Letters, digits, space and `,./-=` stay.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += " "
            } else if scalar.isASCII,
                !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || " ,./-=".unicodeScalars.contains(scalar))
            {
                out += "&#\(scalar.value);"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Rule ids are ours (`views.missing-token`), shown as code; anything but id characters is dropped.
    static func escapeCode(_ id: String) -> String {
        String(
            id.unicodeScalars.filter {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ".-_".unicodeScalars.contains($0))
            }
            .map(Character.init))
    }
}

/// Findings per rule, most first: the `--statistics` table and the job summary.
public struct RuleCount: Sendable, Equatable {
    public var rule: String
    public var severity: Severity
    public var count: Int

    public static func count(_ diagnostics: [Diagnostic]) -> [RuleCount] {
        var rows: [String: RuleCount] = [:]
        for diagnostic in diagnostics {
            rows[
                diagnostic.ruleID, default: RuleCount(rule: diagnostic.ruleID, severity: diagnostic.severity, count: 0)
            ].count += 1
            rows[diagnostic.ruleID]!.severity = max(rows[diagnostic.ruleID]!.severity, diagnostic.severity)
        }
        return rows.values.sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }
}
