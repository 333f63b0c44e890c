import Diagnostics
import XCTest

/// Fingerprints and the baseline file, without the command line.
final class BaselineTests: XCTestCase {
    func finding(_ container: String?, line: Int, message: String, source: String) -> Diagnostic {
        var diagnostic = Diagnostic(
            ruleID: "views.invalid-value", severity: .error,
            location: Location(
                file: container == nil ? "/x/y/widget.xml" : "widget.xml",
                container: container, line: line, column: 9),
            message: message)
        diagnostic.sourceLine = source
        return diagnostic
    }

    func testTheFingerprintIgnoresLinesContainersAndNumbersButNotTheSourceLine() {
        let a = Fingerprint(finding("a/b.zip", line: 12, message: "size 12 in a/b.zip", source: "  size=\"12\"\t"))
        let b = Fingerprint(
            finding(
                "elsewhere.zip", line: 40, message: "size 14 in elsewhere.zip",
                source: "size=\"12\""))
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.message, "size # in <input>")
        XCTAssertEqual(a.source, "size=\"12\"")
        XCTAssertEqual(a.hash.count, 32)
        XCTAssertEqual(a.hash, b.hash)
        let edited = Fingerprint(finding("a/b.zip", line: 12, message: "size 12 in a/b.zip", source: "size=\"13\""))
        XCTAssertNotEqual(edited.hash, a.hash)
        // A loose file is known by its name, wherever it is.
        XCTAssertEqual(Fingerprint(finding(nil, line: 1, message: "m", source: "s")).path, "widget.xml")
    }

    func testTheFileRoundTripsSortedAndEachEntryAbsorbsOneFinding() throws {
        let one = finding("b.zip", line: 3, message: "one", source: "s")
        let two = finding("b.zip", line: 5, message: "two", source: "s")
        let report = Report(inputs: [Report.Input(name: "b.zip", diagnostics: [two, one, one])])
        let text = Baseline(recording: report).render()
        let parsed = try Baseline.parse(Array(text.utf8), path: "b.json")
        XCTAssertEqual(parsed.render(), text)
        XCTAssertEqual(parsed.entries.map(\.fingerprint.message), ["one", "one", "two"])

        let later = Report(inputs: [Report.Input(name: "b.zip", diagnostics: [one, one, one])])
        let applied = parsed.apply(to: later)
        XCTAssertEqual(applied.diagnostics.count, 1, "two entries absorb two of the three")
        XCTAssertEqual(applied.baseline?.absorbed.count, 2)
        XCTAssertEqual(applied.baseline?.stale.map(\.fingerprint.message), ["two"])
        XCTAssertTrue(applied.summary.hasSuffix("; the baseline absorbed 2 findings, 1 entry stale"), applied.summary)
    }

    func testABaselineOfAnotherVersionIsRefusedWithItsPlace() {
        let text = "{\n  \"version\": 2, \"findings\": []}"
        XCTAssertThrowsError(try Baseline.parse(Array(text.utf8), path: "b.json")) { error in
            XCTAssertEqual(
                (error as? ConfigurationError)?.description,
                "b.json:2:14: error: unsupported baseline version: expected \"version\": 1")
        }
    }
}
