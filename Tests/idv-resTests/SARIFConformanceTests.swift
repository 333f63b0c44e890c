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
        let (status, output) = try PythonTools.run(
            script: script, input: Data(sarif.out.utf8), requiring: "sarif_pydantic")
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(
            output.hasPrefix(
                "9 ['input.unreadable', 'models.mrz-geometry', 'models.unknown-attribute', 'views.invalid-value', 'views.invalid-value', 'views.missing-resource', 'views.undefined-token', 'xml.doctype', 'xml.malformed']"
            ), output)
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
        let (status, output) = try PythonTools.run(
            script: script, input: Data(sarif.out.utf8), requiring: "sarif_pydantic")
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(
            output,
            "[('absent', 'views.invalid-value'), ('new', 'views.invalid-value'), "
                + "('unchanged', 'models.mrz-geometry'), ('unchanged', 'models.unknown-attribute'), "
                + "('unchanged', 'views.invalid-value'), ('unchanged', 'views.missing-resource'), "
                + "('unchanged', 'views.undefined-token'), ('unchanged', 'xml.doctype'), "
                + "('unchanged', 'xml.malformed')]\n")
    }

    /// Reads the log with the model, resolves every result's artifact (through `originalUriBaseIds`
    /// for relative ones) to a file that exists (but the unreadable input's), and prints the run's invocation and automation id.
    static let resolvingScript = """
        import os, sys, urllib.parse, sarif_pydantic
        log = sarif_pydantic.Sarif.model_validate_json(sys.stdin.read())
        run = log.runs[0]
        bases = {k: v.uri for k, v in (run.original_uri_base_ids or {}).items()}
        for r in run.results:
            loc = r.locations[0].physical_location.artifact_location
            uri = urllib.parse.urljoin(bases[loc.uri_base_id], loc.uri) if loc.uri_base_id else loc.uri
            parts = urllib.parse.urlsplit(uri)
            assert parts.scheme == "file" and parts.netloc == "", uri
            assert os.path.exists(urllib.parse.unquote(parts.path)) or r.rule_id == "input.unreadable", uri
        for rule in run.tool.driver.rules:
            assert rule.help_uri.endswith("/docs/rules.md#" + rule.id), rule.help_uri
        inv = run.invocations[0]
        # The model keeps exitCode (SARIF 2.1.0, 3.20.17) as an extra member.
        print(inv.execution_successful, inv.model_extra["exitCode"], inv.arguments, run.automation_details.id,
              sorted(set(r.locations[0].physical_location.artifact_location.uri_base_id or "-" for r in run.results)))
        print(inv.command_line)
        print(urllib.parse.unquote(inv.working_directory.uri))
        """

    func testRelativePathsResolveThroughTheSourceRootAndTheInvocationIsRecorded() throws {
        let cwd = FileManager.default.currentDirectoryPath
        guard samplesDirectory.path.hasPrefix(cwd + "/") else {
            // How the tests were started, not a missing prerequisite: skips under CI=true too.
            throw XCTSkip("the tests do not run in the package root (\(cwd)): no relative path to Samples/")
        }
        let broken = String(samplesDirectory.path.dropFirst(cwd.count + 1)) + "/bundles/broken"
        let sarif = runCLI(["validate", "--format", "sarif", broken], currentDirectory: cwd)
        XCTAssertEqual(sarif.status, 1)
        XCTAssertTrue(sarif.out.contains(#""uriBaseId": "%SRCROOT%""#), sarif.out)
        let (status, output) = try PythonTools.run(
            script: Self.resolvingScript, input: Data(sarif.out.utf8), requiring: "sarif_pydantic")
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(
            output,
            "True 1 ['validate', '--format', 'sarif', '\(broken)'] idv-res/validate/ ['%SRCROOT%']\n"
                + "idv-res validate --format sarif \(broken)\n" + "file://\(cwd)/\n")
    }

    /// Absolute paths are `file://` URIs, percent-encoded; an unreadable input is an unsuccessful run (3).
    func testAbsolutePathsAreFileURIsAndAnUnreadableInputFailsTheRun() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("my #1 bundle, é%")
        try FileManager.default.copyItem(at: samplesDirectory.appendingPathComponent("bundles/broken"), to: bundle)
        let missing = root.appendingPathComponent("missing.zip").path
        let sarif = runCLI(["validate", "--format", "sarif", bundle.path, missing], currentDirectory: root.path)
        XCTAssertEqual(sarif.status, 3)
        XCTAssertTrue(sarif.out.contains("/my%20%231%20bundle,%20%C3%A9%25/widget.xml"), sarif.out)
        let (status, output) = try PythonTools.run(
            script: Self.resolvingScript, input: Data(sarif.out.utf8), requiring: "sarif_pydantic")
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(
            output,
            "False 3 ['validate', '--format', 'sarif', '\(bundle.path)', '\(missing)'] "
                + "idv-res/validate/ ['-']\n"
                + "idv-res validate --format sarif '\(bundle.path)' \(missing)\n" + "file://\(root.path)/\n")
    }

    func testTheModelRejectsWhatCodeScanningWouldReject() throws {
        let (status, _) = try PythonTools.run(
            script: "import sys, sarif_pydantic; sarif_pydantic.Sarif.model_validate_json(sys.stdin.read())",
            input: Data(#"{"version": "2.1.0", "runs": [{"tool": {}}]}"#.utf8), requiring: "sarif_pydantic")
        XCTAssertNotEqual(status, 0, "a run without tool.driver must not pass, or the check above proves nothing")
    }
}
