import Foundation
import XCTest

/// Our SARIF, read by an independent SARIF 2.1.0 object model (the PyPI package
/// `sarif-pydantic`), which rejects documents missing what the standard requires.
final class SARIFConformanceTests: XCTestCase {
    func testSARIFLoadsAsSARIF210() throws {
        let broken = samplesDirectory.appendingPathComponent("bundles/broken").path
        let sarif = runCLI(["validate", "--format", "sarif", broken, "missing.zip"])
        let script = """
            import sys, sarif_pydantic
            log = sarif_pydantic.Sarif.model_validate_json(sys.stdin.read())
            assert log.version == "2.1.0", log.version
            results = log.runs[0].results
            print(len(results), sorted(r.rule_id for r in results))
            """
        let (status, output) = try PythonTools.run(script: script, input: Data(sarif.out.utf8), requiring: "sarif_pydantic")
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.hasPrefix("9 ['input.unreadable', 'models.mrz-geometry', 'models.unknown-attribute', 'views.invalid-value', 'views.invalid-value', 'views.missing-resource', 'views.undefined-token', 'xml.doctype', 'xml.malformed']"), output)
    }

    func testBaselineStatesAndFingerprintsLoadAsSARIF210() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        try FileManager.default.copyItem(at: samplesDirectory.appendingPathComponent("bundles/broken"), to: bundle)
        let baseline = root.appendingPathComponent("baseline.json").path
        XCTAssertEqual(runCLI(["validate", "--write-baseline", baseline, bundle.path]).status, 0)
        let widget = bundle.appendingPathComponent("widget.xml")
        let text = try String(contentsOf: widget, encoding: .utf8)
        try text.replacingOccurrences(of: "text_align=\"MIDDLE\"", with: "text_align=\"TOP\"")
            .write(to: widget, atomically: true, encoding: .utf8)
        let sarif = runCLI(["validate", "--format", "sarif", "--baseline", baseline, bundle.path])
        XCTAssertEqual(sarif.status, 1)
        let script = """
            import sys, sarif_pydantic
            log = sarif_pydantic.Sarif.model_validate_json(sys.stdin.read())
            results = log.runs[0].results
            assert all(len(r.partial_fingerprints["idvResFingerprint/v1"]) == 32 for r in results)
            # The model keeps baselineState as an extra member; SARIF 2.1.0 (3.27.24) allows these values.
            states = [r.model_extra["baselineState"] for r in results]
            assert set(states) <= {"new", "unchanged", "updated", "absent"}, states
            print(sorted(zip(states, (r.rule_id for r in results))))
            """
        let (status, output) = try PythonTools.run(script: script, input: Data(sarif.out.utf8), requiring: "sarif_pydantic")
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(output, "[('absent', 'views.invalid-value'), ('new', 'views.invalid-value'), "
            + "('unchanged', 'models.mrz-geometry'), ('unchanged', 'models.unknown-attribute'), "
            + "('unchanged', 'views.invalid-value'), ('unchanged', 'views.missing-resource'), "
            + "('unchanged', 'views.undefined-token'), ('unchanged', 'xml.doctype'), "
            + "('unchanged', 'xml.malformed')]\n")
    }

    func testTheModelRejectsWhatCodeScanningWouldReject() throws {
        let (status, _) = try PythonTools.run(
            script: "import sys, sarif_pydantic; sarif_pydantic.Sarif.model_validate_json(sys.stdin.read())",
            input: Data(#"{"version": "2.1.0", "runs": [{"tool": {}}]}"#.utf8), requiring: "sarif_pydantic")
        XCTAssertNotEqual(status, 0, "a run without tool.driver must not pass, or the check above proves nothing")
    }
}
