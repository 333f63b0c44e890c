import Diagnostics
import Foundation
import TestPrerequisites
import XCTest

/// action.yml: the fields GitHub requires of a composite action (read with PyYAML from
/// `.build/pyenv`), and its validate step run as the runner would run it.
final class GitHubActionTests: XCTestCase {
    /// action.yml as JSON, through PyYAML (what GitHub's parser reads is YAML 1.2; the file
    /// keeps to the part both agree on).
    private func action() throws -> JSONNode {
        let script = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))"
        let python = PythonTools.python
        guard FileManager.default.isExecutableFile(atPath: python),
            (try? runProcess(python, ["-c", "import yaml"], in: packageRoot.path).status) == 0
        else {
            throw Prerequisite.missing(
                "PyYAML is not installed in .build/pyenv (run `make pydeps`): action.yml was not checked")
        }
        let result = try runProcess(python, ["-c", script, "action.yml"], in: packageRoot.path)
        XCTAssertEqual(result.status, 0, result.err)
        return try JSONParser().parse(result.out)
    }

    func testActionHasTheFieldsGitHubRequires() throws {
        let action = try action()
        let allowedTopLevel: Set<String> = ["name", "author", "description", "inputs", "outputs", "runs", "branding"]
        XCTAssertEqual(Set(try XCTUnwrap(action.members).map(\.key)).subtracting(allowedTopLevel), [])
        XCTAssertFalse(try XCTUnwrap(action["name"]?.string).isEmpty)
        XCTAssertFalse(try XCTUnwrap(action["description"]?.string).isEmpty)
        XCTAssertEqual(action["runs"]?["using"]?.string, "composite")

        let inputs = try XCTUnwrap(action["inputs"]?.members)
        for member in inputs {
            let (name, input) = (member.key, member.value)
            XCTAssertNotNil(input["description"]?.string, "input \(name) needs a description")
            XCTAssertEqual(
                Set(try XCTUnwrap(input.members).map(\.key)).subtracting([
                    "description", "required",
                    "default",
                    "deprecationMessage",
                ]), [], name)
            if let defaultValue = input["default"] {
                XCTAssertNotNil(
                    defaultValue.string,
                    "input \(name): default is a string")
            }
        }
        XCTAssertEqual(action["inputs"]?["paths"]?["required"]?.bool, true)

        let steps = try XCTUnwrap(action["runs"]?["steps"]?.array)
        XCTAssertFalse(steps.isEmpty)
        var stepIDs: Set<String> = []
        for step in steps {
            let name = step["name"]?.string ?? "?"
            if let id = step["id"]?.string { stepIDs.insert(id) }
            if let run = step["run"]?.string {
                XCTAssertNotNil(step["shell"]?.string, "composite step '\(name)' with run: needs shell:")
                // Inputs go through env:, never into the script text (script injection).
                XCTAssertFalse(run.contains("${{"), "step '\(name)' splices an expression into its script")
            } else {
                XCTAssertNotNil(step["uses"]?.string, "step '\(name)' needs run: or uses:")
            }
        }

        // Every output has a description and a value naming a step that exists.
        let outputs = try XCTUnwrap(action["outputs"]?.members)
        XCTAssertTrue(outputs.contains { $0.key == "sarif-file" })
        for member in outputs {
            let (name, output) = (member.key, member.value)
            XCTAssertNotNil(output["description"]?.string, name)
            let value = try XCTUnwrap(output["value"]?.string, "composite output \(name) needs value:")
            let match = try XCTUnwrap(value.firstMatch(of: /\$\{\{ steps\.([A-Za-z0-9_-]+)\.outputs\./), value)
            XCTAssertTrue(stepIDs.contains(String(match.1)), "output \(name) names step \(match.1)")
        }

        // Every ${{ inputs.X }} the action reads is declared.
        let text = try String(contentsOf: packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        for match in text.matches(of: /inputs\.([A-Za-z0-9_-]+)/) {
            XCTAssertTrue(inputs.contains { $0.key == String(match.1) }, "inputs.\(match.1) is not declared")
        }
    }

    /// The validate step, with the environment the runner gives it.
    private func runValidateStep(paths: String, fail: String) throws -> (ProcessResult, output: String, sarif: URL) {
        let folder = try makeTemporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let githubOutput = folder.appendingPathComponent("github_output")
        let sarif = folder.appendingPathComponent("reports/idv-res.sarif")
        let environment = [
            "PATH": "/usr/bin:/bin", "IDV_RES": try builtExecutable(), "GITHUB_OUTPUT": githubOutput.path,
            "INPUT_PATHS": paths, "INPUT_SARIF_FILE": sarif.path, "INPUT_ARGS": "--strict", "INPUT_FAIL": fail,
        ]
        let script = packageRoot.appendingPathComponent("scripts/action-validate.sh").path
        let result = try runProcess("/bin/bash", [script], in: packageRoot.path, environment: environment)
        let output = (try? String(contentsOf: githubOutput, encoding: .utf8)) ?? ""
        return (result, output, sarif)
    }

    func testValidateStepAnnotatesAndWritesSARIF() throws {
        let (result, output, sarif) = try runValidateStep(
            paths: "Samples/bundles/broken\n  Samples/bundles/good  \n",
            fail: "true")
        XCTAssertEqual(result.status, 1, result.err)
        let annotation = "::error file=Samples/bundles/broken/widget.xml,line=36,col=9,title=views.invalid-value::"
        XCTAssertTrue(
            result.out.contains(annotation),
            result.out)
        XCTAssertEqual(output, "sarif-file=\(sarif.path)\nexit-code=1\n")
        let document = try JSONParser().parse([UInt8](try Data(contentsOf: sarif)))
        XCTAssertEqual(document["version"]?.string, "2.1.0")
        XCTAssertGreaterThan(try XCTUnwrap(document["runs"]?.array?.first?["results"]?.array).count, 5)
    }

    func testReportOnlyModeAndNothingToValidate() throws {
        let (result, output, _) = try runValidateStep(paths: "Samples/bundles/broken", fail: "false")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(output.hasSuffix("exit-code=1\n"), output)
        let (empty, _, _) = try runValidateStep(paths: " \n", fail: "false")
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.out.hasPrefix("::error title=idv-res::"), empty.out)
    }
}
