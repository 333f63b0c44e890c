import Foundation
import ResourceBundle
import RuleCatalog
import XCTest

@testable import Diagnostics

/// docs/rules.md's rule index: one anchor per rule, which SARIF's `helpUri` points at; and the
/// other tables of rules in docs/.
final class RulesDocumentationTests: XCTestCase {
    /// `- <a id="ID"></a>`ID` (severity): summary`, the summary escaped as Markdown outside code spans.
    static func indexLine(_ rule: RuleDescription) -> String {
        let parts = rule.summary.split(separator: "`", omittingEmptySubsequences: false)
        let summary = parts.enumerated().map { index, part in
            guard index % 2 == 0 else { return String(part) }
            return String(part).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "*", with: "\\*")
                .replacingOccurrences(of: "_", with: "\\_")
        }.joined(separator: "`")
        return "- <a id=\"\(rule.id)\"></a>`\(rule.id)` (\(rule.severity.rawValue)): \(summary)"
    }

    func testTheRuleIndexHoldsEveryRuleWithItsAnchor() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let section = try XCTUnwrap(
            text.components(separatedBy: "\n## Rule index\n").dropFirst().first,
            "docs/rules.md has no '## Rule index'")
        // Items are wrapped at 120 columns: a line indented by two spaces continues the item before it.
        var items: [String] = []
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { break }
            XCTAssertLessThanOrEqual(line.count, 120, String(line))
            if line.hasPrefix("- ") {
                items.append(String(line))
            } else if line.hasPrefix("  "), !items.isEmpty {
                items[items.count - 1] += " " + line.drop { $0 == " " }
            }
        }
        let expected = RuleRegistry.all.map(Self.indexLine)
        XCTAssertEqual(
            items, expected,
            "docs/rules.md's rule index differs: run `make rules` (scripts/gen-rules-index.py); the list:\n"
                + expected.joined(separator: "\n"))
    }

    /// docs/views-and-translations.md's table: one row per `views.*` and `translations.*` rule,
    /// with its default severity.
    func testTheViewsAndTranslationsTableHasEveryRuleOfTheirs() throws {
        let file = "docs/views-and-translations.md"
        let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        let rows = text.matches(of: /(?m)^\| `((?:views|translations)\.[a-z0-9-]+)` \| ([a-z]+) \|/)
            .map { "\($0.1) (\($0.2))" }
        let rules = RuleRegistry.rules(in: "views", "translations").map { "\($0.id) (\($0.severity.rawValue))" }
        XCTAssertEqual(Set(rows).count, rows.count, "\(file) has a rule's row twice")
        XCTAssertEqual(rules.filter { !rows.contains($0) }, [], "\(file)'s table lacks these rules (id, severity)")
        XCTAssertEqual(rows.filter { !rules.contains($0) }, [], "\(file)'s table has rows no rule has (id, severity)")
    }

    func testEveryHelpURIOfTheSARIFReportNamesAnAnchorOfRulesMD() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        for rule in RuleRegistry.all {
            let node = try JSONParser().parse(SARIFReporter.descriptor(rule).render())
            let uri = try XCTUnwrap(node["helpUri"]?.string, rule.id)
            XCTAssertTrue(uri.hasPrefix(SARIFReporter.rulesDocumentationURI + "#"), uri)
            let anchor = String(uri.drop { $0 != "#" }.dropFirst())
            XCTAssertTrue(text.contains("<a id=\"\(anchor)\"></a>"), "docs/rules.md has no anchor \(anchor)")
        }
    }
}
