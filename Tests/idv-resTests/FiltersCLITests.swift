import Diagnostics
import Foundation
import TestPrerequisites
import XCTest

/// --min-severity, --quiet, --statistics, rule wildcards in .idv-res.json, inline suppressions.
final class FiltersCLITests: XCTestCase {
    func testSeverityFiltersAndStatisticsOnTheRealZip() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: filter test on the real zip skipped")
        }
        let zip = corpus.appendingPathComponent("zips/selphid-resources-real.zip").path
        let all = runCLI(["validate", zip, "--format", "json"])
        let node = try JSONParser().parse(all.out)
        let errors = Int(node["summary"]?["errors"]?.number ?? -1)
        let warnings = Int(node["summary"]?["warnings"]?.number ?? -1)
        XCTAssertGreaterThan(warnings, 0)
        XCTAssertGreaterThan(Int(node["summary"]?["notes"]?.number ?? 0), 0)

        let quiet = runCLI(["validate", zip, "--quiet"])
        XCTAssertEqual(quiet.out.split(separator: "\n").count, errors + 1)
        XCTAssertTrue(quiet.out.hasSuffix("\(errors) errors, 0 warnings and 0 notes in 1 input\n"), quiet.out)
        let warned = runCLI(["validate", zip, "--min-severity", "warning"])
        XCTAssertFalse(warned.out.contains(": note: "))
        XCTAssertEqual(warned.out.split(separator: "\n").count, errors + warnings + 1)

        let statistics = runCLI(["validate", zip, "--statistics"])
        let rows = statistics.out.split(separator: "\n").dropLast()
        let counted = rows.map { Int($0.split(separator: " ")[0])! }
        XCTAssertEqual(counted, counted.sorted(by: >), "most first")
        XCTAssertEqual(counted.reduce(0, +), (node["diagnostics"]?.array?.count)!)
        XCTAssertTrue(rows.contains { $0.hasSuffix("models.mrz-geometry         error") }, statistics.out)
        XCTAssertEqual(statistics.status, all.status)
    }

    func testContradictoryFiltersAreUsageErrors() {
        let good = samplesDirectory.appendingPathComponent("bundles/good").path
        for arguments in [
            ["--quiet", "--strict"], ["--min-severity", "error", "--strict"], ["--quiet", "--min-severity", "note"],
            ["--statistics", "--format", "json"],
        ] {
            let result = runCLI(["validate", good] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
        }
    }

    func testRuleWildcardsMostSpecificWins() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("c.json")
        try Data(#"{"rules": {"*": "note", "views.*": "off", "views.invalid-value": "warning"}}"#.utf8).write(
            to: config)
        let broken = samplesDirectory.appendingPathComponent("bundles/broken").path
        let result = runCLI(["validate", broken, "--config", config.path, "--statistics"])
        XCTAssertEqual(
            result.out,
            """
            2  views.invalid-value       warning
            1  models.mrz-geometry       note
            1  models.unknown-attribute  note
            1  xml.doctype               note
            1  xml.malformed             note
            0 errors, 2 warnings and 4 notes in 1 input

            """)
        XCTAssertEqual(result.status, 0)
        try Data(#"{"rules": {"view.*": "off"}}"#.utf8).write(to: config)
        let unknown = runCLI(["validate", broken, "--config", config.path])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.contains("1:12: error: unknown rule \"view.*\""), unknown.err)
    }

    func testInlineSuppressionsSeenByTheXMLParser() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("b")
        try FileManager.default.copyItem(at: samplesDirectory.appendingPathComponent("bundles/broken"), to: bundle)
        let widget = bundle.appendingPathComponent("widget.xml")
        var text = try String(contentsOf: widget, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "<facephi-widget-conf version=\"1.3\"",
            with: "<!-- idv-res-disable views.undefined-token -->\n<facephi-widget-conf version=\"1.3\"")
        text = text.replacingOccurrences(
            of: "    <view id=\"CaptureFinished\">",
            with: "    <!-- idv-res-disable-next-line views.invalid-value -->\n    <view id=\"CaptureFinished\">")
        try text.write(to: widget, atomically: true, encoding: .utf8)
        let model = bundle.appendingPathComponent("documents/DocumentPP_Sample.xml")
        var lines = try String(contentsOf: model, encoding: .utf8).components(separatedBy: "\n")
        lines.insert("<!-- idv-res-disable-next-line models.unknown-attribute, xml.* -->", at: 12)
        try lines.joined(separator: "\n").write(to: model, atomically: true, encoding: .utf8)

        let result = runCLI(["validate", bundle.path])
        XCTAssertFalse(result.out.contains("[views.undefined-token]"), result.out)
        XCTAssertFalse(result.out.contains("[models.unknown-attribute]"), result.out)
        XCTAssertTrue(
            result.out.contains(
                """
                widget.xml:33:5: note: suppression of views.invalid-value is unused: \
                no such finding on line 34 [suppression.unused]
                """), result.out)
        XCTAssertEqual(
            result.out.components(separatedBy: "[suppression.unused]").count, 2, "the used ones are not reported")
        XCTAssertTrue(result.out.hasSuffix("6 errors, 0 warnings and 1 note in 1 input\n"), result.out)
    }
}
