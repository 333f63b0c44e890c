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

    func testTheModelRejectsWhatCodeScanningWouldReject() throws {
        let (status, _) = try PythonTools.run(
            script: "import sys, sarif_pydantic; sarif_pydantic.Sarif.model_validate_json(sys.stdin.read())",
            input: Data(#"{"version": "2.1.0", "runs": [{"tool": {}}]}"#.utf8), requiring: "sarif_pydantic")
        XCTAssertNotEqual(status, 0, "a run without tool.driver must not pass, or the check above proves nothing")
    }
}
