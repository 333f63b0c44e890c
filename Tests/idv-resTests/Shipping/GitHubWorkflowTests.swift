import Diagnostics
import Foundation
import TestPrerequisites
import XCTest

/// `.github/workflows/ci.yml` cannot run here: its YAML is read with PyYAML (`.build/pyenv`, from
/// `make pydeps`), and every command its steps call is checked to exist (make targets of the
/// Makefile, scripts of this repository, executable).
final class GitHubWorkflowTests: XCTestCase {
    private let workflowPath = ".github/workflows/ci.yml"

    private func workflow() throws -> JSONNode {
        // `on:` is YAML 1.1's true for PyYAML: keys are written back as strings.
        let script = """
            import json, sys, yaml
            def keys(node):
                if isinstance(node, dict): return {("on" if k is True else k): keys(v) for k, v in node.items()}
                if isinstance(node, list): return [keys(v) for v in node]
                return node
            print(json.dumps(keys(yaml.safe_load(open(sys.argv[1])))))
            """
        let python = PythonTools.python
        guard FileManager.default.isExecutableFile(atPath: python),
            (try? runProcess(python, ["-c", "import yaml"], in: packageRoot.path).status) == 0
        else {
            throw Prerequisite.missing(
                "PyYAML is not installed in .build/pyenv (run `make pydeps`): \(workflowPath) was not checked")
        }
        let result = try runProcess(python, ["-c", script, workflowPath], in: packageRoot.path)
        XCTAssertEqual(result.status, 0, result.err)
        return try JSONParser().parse(result.out)
    }

    /// The targets the Makefile defines (`name:` at the start of a line, not `NAME :=`).
    private func makeTargets() throws -> Set<String> {
        let makefile = try String(contentsOf: packageRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        var targets: Set<String> = []
        for line in makefile.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("\t"), !line.hasPrefix("#"),
                line[colon...].dropFirst().first != "="
            else { continue }
            for name in line[..<colon].split(separator: " ") where !name.contains("$") && !name.contains("=") {
                targets.insert(String(name))
            }
        }
        return targets
    }

    func testALinuxAndAMacOSJobRunMakeTest() throws {
        let workflow = try workflow()
        XCTAssertFalse(try XCTUnwrap(workflow["name"]?.string).isEmpty)
        XCTAssertNotNil(workflow["on"]?["pull_request"], "runs on pull requests")
        XCTAssertNotNil(workflow["on"]?["push"], "runs on pushes")
        let jobs = try XCTUnwrap(workflow["jobs"]?.members)
        let runners = jobs.compactMap { $0.value["runs-on"]?.string }
        XCTAssertTrue(runners.contains { $0.hasPrefix("ubuntu-") }, "\(runners)")
        XCTAssertTrue(runners.contains { $0.hasPrefix("macos-") }, "\(runners)")
        for job in jobs {
            let steps = try XCTUnwrap(job.value["steps"]?.array, job.key)
            let runs = steps.compactMap { $0["run"]?.string }
            XCTAssertTrue(runs.contains("make test"), "job \(job.key) runs make test")
            XCTAssertNotNil(job.value["timeout-minutes"]?.number, "job \(job.key) has a timeout")
            for step in steps {
                let name = step["name"]?.string ?? step["uses"]?.string ?? "?"
                XCTAssertTrue((step["run"] == nil) != (step["uses"] == nil), "step '\(name)': one of run: or uses:")
                if let uses = step["uses"]?.string {
                    // Pinned to a major version of an action GitHub publishes.
                    XCTAssertNotNil(uses.wholeMatch(of: #/actions/[a-z-]+@v[0-9]+/#), uses)
                }
                if let run = step["run"]?.string {
                    XCTAssertFalse(run.contains("${{"), "step '\(name)' splices an expression into its script")
                }
            }
        }
    }

    /// Every `make TARGET` names a target of the Makefile, every `scripts/...` an executable
    /// file of this repository; `make test`'s own prerequisites are targets too.
    func testEveryCommandItCallsExists() throws {
        let workflow = try workflow()
        let targets = try makeTargets()
        for prerequisite in ["test", "deps", "pydeps", "preview-deps", "lint"] {
            XCTAssertTrue(targets.contains(prerequisite), prerequisite)
        }
        var checked = 0
        for job in try XCTUnwrap(workflow["jobs"]?.members) {
            for step in job.value["steps"]?.array ?? [] {
                guard let run = step["run"]?.string else { continue }
                for command in run.split(whereSeparator: { "\n;&|".contains($0) }) {
                    let words = command.split(separator: " ").map(String.init)
                    guard let tool = words.first else { continue }
                    if tool == "make" {
                        for target in words.dropFirst() where !target.hasPrefix("-") && !target.contains("=") {
                            XCTAssertTrue(targets.contains(target), "job \(job.key): make \(target) is no target")
                            checked += 1
                        }
                    } else if tool.hasPrefix("scripts/") {
                        XCTAssertTrue(
                            FileManager.default.isExecutableFile(
                                atPath: packageRoot.appendingPathComponent(tool).path),
                            "job \(job.key): \(tool) is no executable script of this repository")
                        checked += 1
                    } else {
                        XCTAssertTrue(
                            ["apt-get", "DEBIAN_FRONTEND=noninteractive"].contains(tool),
                            "job \(job.key): '\(tool)' is neither make nor a script of this repository")
                    }
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 5)
    }

    /// The scripts the jobs run, run here where they can be: the corpus step with no secret and
    /// a corpus present does nothing; without either it warns and turns CI off for the later steps.
    func testTheCorpusStepWarnsWithoutTheSecret() throws {
        let work = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let checkout = work.appendingPathComponent("idv-res")
        try FileManager.default.createDirectory(
            at: checkout.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        let script = checkout.appendingPathComponent("scripts/ci-corpus.sh")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("scripts/ci-corpus.sh"), to: script)
        let environmentFile = work.appendingPathComponent("github-env")
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ENV"] = environmentFile.path
        environment["IDV_RES_CORPUS_URL"] = nil
        let result = try runProcess("/bin/sh", [script.path], in: checkout.path, environment: environment)
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.hasPrefix("::warning::no real corpus"), result.out)
        XCTAssertEqual(try String(contentsOf: environmentFile, encoding: .utf8), "CI=false\n")

        try FileManager.default.createDirectory(
            at: work.appendingPathComponent("shared/corpus/zips"), withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: environmentFile)
        let present = try runProcess("/bin/sh", [script.path], in: checkout.path, environment: environment)
        XCTAssertEqual(present.status, 0, present.err)
        XCTAssertEqual(present.out, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: environmentFile.path))
    }

    /// The docs say plainly what has never run on macOS.
    func testTheREADMESaysWhatNeverRanOnMacOS() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("Never run on macOS"), "README names what has never run on macOS")
        XCTAssertTrue(readme.contains(workflowPath))
    }
}
