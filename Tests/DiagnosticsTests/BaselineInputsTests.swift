import XCTest

@testable import Diagnostics

/// Issue #30, cases 5 and 6: a baseline entry knows its input and its message as reported, so
/// SARIF shows a fixed finding like a live one, and a run over some inputs calls only their
/// entries stale.
final class BaselineInputsTests: XCTestCase {
    private func finding(_ message: String, in input: String, line: Int = 12) -> Diagnostic {
        var diagnostic = Diagnostic(
            ruleID: "views.invalid-value", severity: .error,
            location: Location(file: "widget.xml", container: input, line: line, column: 5), message: message)
        diagnostic.sourceLine = "  text_align=\"MIDDLE\""
        return diagnostic
    }

    private func sarifResults(_ report: Report) throws -> [JSONNode] {
        let text = SARIFReporter(rules: [], toolVersion: "0", invocation: nil).render(report)
        return try XCTUnwrap(JSONParser().parse(text)["runs"]?.array?.first?["results"]?.array)
    }

    /// Case 5: an absent result had `"level": "error"`, `line # of widget.xml` and `widget.xml`.
    func testAnAbsentSARIFResultHasLevelNoneTheRealMessageAndTheZipsPath() throws {
        let recorded = Report(inputs: [
            Report.Input(name: "sdk/bundle.zip", diagnostics: [finding("line 12 of widget.xml", in: "sdk/bundle.zip")])
        ])
        let baseline = try Baseline.parse(Array(Baseline(recording: recorded).render().utf8), path: "b.json")
        XCTAssertEqual(baseline.entries.first?.text, "line 12 of widget.xml")
        XCTAssertEqual(baseline.entries.first?.fingerprint.message, "line # of widget.xml", "the fingerprint keeps #")
        let fixed = baseline.apply(to: Report(inputs: [Report.Input(name: "sdk/bundle.zip", diagnostics: [])]))
        let results = try sarifResults(fixed)
        XCTAssertEqual(results.count, 1)
        let absent = results[0]
        XCTAssertEqual(absent["baselineState"]?.string, "absent")
        XCTAssertEqual(absent["level"]?.string, "none")
        XCTAssertEqual(absent["properties"]?["recordedLevel"]?.string, "error")
        XCTAssertEqual(absent["message"]?["text"]?.string, "line 12 of widget.xml")
        XCTAssertEqual(
            absent["locations"]?.array?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.string,
            "sdk/bundle.zip/widget.xml")
        XCTAssertEqual(
            absent["partialFingerprints"]?["idvResFingerprint/v1"]?.string,
            Fingerprint(finding("line 12 of widget.xml", in: "sdk/bundle.zip")).hash)

        // A live result of the same finding shows the same path and message.
        let live = try sarifResults(
            Report(inputs: [
                Report.Input(
                    name: "sdk/bundle.zip", diagnostics: [finding("line 12 of widget.xml", in: "sdk/bundle.zip")])
            ]))
        XCTAssertEqual(live[0]["message"]?["text"]?.string, absent["message"]?["text"]?.string)
        XCTAssertEqual(
            live[0]["locations"]?.array?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.string,
            "sdk/bundle.zip/widget.xml")
    }

    /// Case 6: a hook that checks only the folder saw every entry of the zip recorded beside it as stale.
    func testOnlyEntriesOfInputsCheckedInThisRunAreStale() throws {
        let recorded = Report(inputs: [
            Report.Input(name: "bundle", diagnostics: [finding("a", in: "bundle"), finding("b", in: "bundle")]),
            Report.Input(name: "release/bundle.zip", diagnostics: [finding("a", in: "release/bundle.zip")]),
        ])
        let baseline = Baseline(recording: recorded)
        // The folder alone, with "b" fixed: one stale entry (its own), the zip's entry untouched.
        let folderOnly = baseline.apply(
            to: Report(inputs: [Report.Input(name: "bundle/", diagnostics: [finding("a", in: "bundle/")])]))
        XCTAssertEqual(folderOnly.baseline?.absorbed.count, 1)
        XCTAssertEqual(folderOnly.baseline?.stale.map(\.text), ["b"])
        XCTAssertTrue(
            folderOnly.summary.hasSuffix("the baseline absorbed 1 finding, 1 entry stale"), folderOnly.summary)
        // Both inputs, both clean: all three are stale.
        let both = baseline.apply(
            to: Report(inputs: [
                Report.Input(name: "bundle", diagnostics: []),
                Report.Input(name: "release/bundle.zip", diagnostics: []),
            ]))
        XCTAssertEqual(both.baseline?.stale.count, 3)
        // An older file, without inputs: every entry left over is stale, as before.
        let older = Baseline(
            entries: baseline.entries.map { Baseline.Entry(fingerprint: $0.fingerprint, severity: $0.severity) })
        XCTAssertEqual(
            older.apply(to: Report(inputs: [Report.Input(name: "bundle", diagnostics: [])])).baseline?.stale.count, 3)
    }
}
