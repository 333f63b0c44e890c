import Diagnostics
import Foundation
import XCTest

/// Several reports in one run, the GitHub job summary, and the order of annotations.
final class ReportsCLITests: XCTestCase {
    let broken = samplesDirectory.appendingPathComponent("bundles/broken").path

    func testSARIFToAFileGitHubOnStandardOutputAndTheJobSummary() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let sarif = root.appendingPathComponent("idv.sarif").path
        let summary = root.appendingPathComponent("summary.md").path
        try Data("earlier step\n".utf8).write(to: URL(fileURLWithPath: summary))
        let result = runCLI(
            ["validate", broken, "--report", "sarif=\(sarif)", "--report", "github"],
            environment: ["GITHUB_STEP_SUMMARY": summary])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.out.hasPrefix("::error file="), result.out)
        XCTAssertTrue(result.out.hasSuffix("8 errors, 0 warnings and 0 notes in 1 input\n"), result.out)
        let node = try JSONParser().parse(try String(contentsOfFile: sarif, encoding: .utf8))
        XCTAssertEqual(node["runs"]?.array?.first?["results"]?.array?.count, 8)
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        XCTAssertTrue(
            markdown.hasPrefix(
                "earlier step\n## idv-res\n\n8 errors, 0 warnings and 0 notes in 1 input\n\n"
                    + "| rule | severity | findings |\n|---|---|---:|\n| `views.invalid-value` | error | 2 |\n"),
            markdown)
        XCTAssertTrue(markdown.contains("\n### `xml.malformed` (1)\n\n- "), markdown)
    }

    func testTheJobSummaryEscapesWhatComesFromTheBundle() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("b")
        try FileManager.default.createDirectory(
            at: bundle.appendingPathComponent("strings"), withIntermediateDirectories: true)
        try Data("<translations><token id=\"ok\">x</token></translations>\n".utf8)
            .write(to: bundle.appendingPathComponent("strings/strings.xml"))
        try Data(
            """
            <facephi-widget-conf version="1.3">
            <view id="v"><label id="l" text="&lt;img src=x onerror=alert(1)&gt;|@team*_[x](y)"/></view>
            </facephi-widget-conf>

            """.utf8
        ).write(to: bundle.appendingPathComponent("widget.xml"))
        let summary = root.appendingPathComponent("summary.md").path
        let result = runCLI(
            ["validate", bundle.path, "--format", "github"], environment: ["GITHUB_STEP_SUMMARY": summary])
        XCTAssertTrue(
            result.out.contains("<img src=x onerror=alert(1)>"), "the finding names the token:\n\(result.out)")
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        for markup in ["<img", "@team", "*_", "[x](y)", "|@"] {
            XCTAssertFalse(markdown.contains(markup), "\(markup) left unescaped:\n\(markdown)")
        }
        XCTAssertTrue(markdown.contains("&#60;img src=x onerror=alert&#40;1&#41;&#62;&#124;&#64;team"), markdown)
    }

    func testAnnotationsPutErrorsFirstAndNotesOnlyWhenAsked() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("b")
        try FileManager.default.copyItem(atPath: broken, toPath: bundle.path)
        try Data("x".utf8).write(to: bundle.appendingPathComponent("aaa.txt"))  // a note, sorted first in the report
        let plain = runCLI(["validate", bundle.path, "--format", "text"]).out
        XCTAssertTrue(plain.hasPrefix(bundle.path + "/aaa.txt: note:"), plain)
        let github = runCLI(["validate", bundle.path, "--format", "github"]).out.split(separator: "\n")
        XCTAssertEqual(github.filter { $0.hasPrefix("::notice") }.count, 0)
        XCTAssertTrue(github[0].hasPrefix("::error"))
        let withNotes = runCLI(["validate", bundle.path, "--format", "github", "--annotate-notes"]).out.split(
            separator: "\n")
        XCTAssertEqual(
            withNotes.map { String($0.prefix(8)) }, Array(repeating: "::error ", count: 8) + ["::notice", "8 errors"])
    }

    func testOutputWritesTheFormatReportAndBadTargetsAreUsageErrors() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let json = root.appendingPathComponent("r.json").path
        let written = runCLI(["validate", broken, "--format", "json", "--output", json])
        XCTAssertEqual(written.status, 1)
        XCTAssertEqual(written.out, "")
        XCTAssertEqual(
            try JSONParser().parse(try String(contentsOfFile: json, encoding: .utf8))["summary"]?["errors"]?.number, 8)

        let cases: [([String], String)] = [
            (["--report", "github", "--format", "json"], "error: only one report can go to standard output"),
            (["--report", "sarf=x.sarif"], "error: invalid value 'sarf=x.sarif' for '--report'"),
            (["--report", "sarif="], "error: --report sarif=: name the file"),
            (
                ["--report", "sarif=\(json)", "--report", "json=\(json)"],
                "error: two reports would be written to \(json)"
            ),
            (["--annotate-notes"], "error: --annotate-notes applies to the github report"),
        ]
        for (arguments, message) in cases {
            let result = runCLI(["validate", broken] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.err.hasPrefix(message), "\(arguments): \(result.err)")
        }
    }
}
