import Foundation
import TestPrerequisites
import XCTest

/// The hooks of .pre-commit-hooks.yaml, run by `pre-commit try-repo` (offline: the hooks are
/// `language: script` and need nothing installed) on a temporary git repository, with the
/// idv-res `swift test` built. pre-commit comes from `.build/pyenv` (`make pydeps`).
final class PreCommitTests: XCTestCase {
    private var work: URL!
    private var project: URL!

    override func setUpWithError() throws {
        work = try makeTemporaryDirectory()
        project = work.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    private func git(_ arguments: [String], in directory: URL) throws {
        guard let git = which("git") else { throw Prerequisite.missing("git is not installed") }
        let identity = ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"]
        let result = try runProcess(git, identity + arguments, in: directory.path)
        XCTAssertEqual(result.status, 0, result.err)
    }

    /// A repository holding only the hook definitions and their scripts, as a user's
    /// `repo:` would be.
    private func hookRepository() throws -> URL {
        let hooks = work.appendingPathComponent("hooks")
        try FileManager.default.createDirectory(
            at: hooks.appendingPathComponent("scripts"),
            withIntermediateDirectories: true)
        for file in [".pre-commit-hooks.yaml", "scripts/pre-commit-validate.sh", "scripts/pre-commit-verify.sh"] {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent(file),
                to: hooks.appendingPathComponent(file))
        }
        try git(["init", "-q"], in: hooks)
        try git(["add", "-A"], in: hooks)
        try git(["commit", "-q", "-m", "hooks"], in: hooks)
        return hooks
    }

    private func copy(_ sample: String, to path: String) throws {
        let destination = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(),
            withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: samplesDirectory.appendingPathComponent(sample), to: destination)
    }

    /// `pre-commit try-repo HOOKS` on the staged files of the project.
    private func tryRepo(idvResOnPath: Bool = true) throws -> ProcessResult {
        let preCommit = packageRoot.appendingPathComponent(".build/pyenv/bin/pre-commit").path
        guard FileManager.default.isExecutableFile(atPath: preCommit) else {
            throw Prerequisite.missing(
                "pre-commit is not installed in .build/pyenv (run `make pydeps`): the hooks were not run")
        }
        let hooks = try hookRepository()
        try git(["add", "-A"], in: project)
        let binaryFolder = URL(fileURLWithPath: try builtExecutable()).deletingLastPathComponent().path
        var environment = ProcessInfo.processInfo.environment
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        environment["PATH"] = idvResOnPath ? binaryFolder + ":" + path : path
        environment["IDV_RES"] = nil
        environment["PRE_COMMIT_HOME"] = work.appendingPathComponent("cache").path
        environment["NO_COLOR"] = "1"
        return try runProcess(
            preCommit, ["try-repo", hooks.path, "--color", "never", "--verbose"], in: project.path,
            environment: environment)
    }

    func testBrokenResourcesAndAWrongSumFailWithLocatedFindings() throws {
        try git(["init", "-q"], in: project)
        try copy("bundles/broken", to: "app/bundle")
        try copy("app-resources/Resources", to: "app/Resources")
        try copy("checksums/dist", to: "dist")
        let sums = try String(
            contentsOf: samplesDirectory.appendingPathComponent("checksums/SHA256SUMS"),
            encoding: .utf8)
        try sums.replacingOccurrences(of: "6ab353e5", with: "00000000")
            .write(to: project.appendingPathComponent("dist/SHA256SUMS"), atomically: true, encoding: .utf8)

        let result = try tryRepo()
        XCTAssertEqual(result.status, 1, result.out + result.err)
        let lines = result.out.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("idv-res validate.") && $0.hasSuffix("Failed") }, result.out)
        XCTAssertTrue(lines.contains { $0.hasPrefix("idv-res verify.") && $0.hasSuffix("Failed") }, result.out)
        // The bundle folder is validated as a whole: a token missing from strings/ is found.
        XCTAssertTrue(result.out.contains("app/bundle/widget.xml:35:9: error: text token 'FinishTitel'"), result.out)
        XCTAssertTrue(
            result.out.contains("app/Resources/fr.lproj/Localizable.strings:10:1: error: unknown key"),
            result.out)
        XCTAssertTrue(result.out.contains("identiaFlow.xcframework.zip: FAILED"), result.out)
        XCTAssertTrue(result.out.contains("dist/SHA256SUMS:2:1: error:"), result.out)
    }

    func testGoodResourcesPass() throws {
        try git(["init", "-q"], in: project)
        try copy("bundles/good", to: "bundle")
        try copy("checksums/dist", to: "dist")
        try copy("checksums/SHA256SUMS", to: "dist/SHA256SUMS")
        try "notes\n".write(to: project.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let result = try tryRepo()
        XCTAssertEqual(result.status, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("identiaFlow.xcframework.zip: OK"), result.out)
    }

    /// `idv-res checksum sdk/x.zip > sdk/SHA256SUMS` at the repository root names `sdk/x.zip`;
    /// `cd sdk && sha256sum y.zip > y.sha256` names `y.zip`: the hook finds both.
    func testSumsWrittenFromTheRootOrBesideTheFilesPass() throws {
        try git(["init", "-q"], in: project)
        try copy("checksums/dist/identiaFlow.xcframework.zip", to: "sdk/x.zip")
        try copy("checksums/dist/identiaFlow.xcframework.zip", to: "sdk/y.zip")
        let checksum = try runProcess(try builtExecutable(), ["checksum", "sdk/x.zip"], in: project.path)
        XCTAssertEqual(checksum.status, 0, checksum.err)
        XCTAssertTrue(checksum.out.hasSuffix("  sdk/x.zip\n"), checksum.out)
        try checksum.out.write(to: project.appendingPathComponent("sdk/SHA256SUMS"), atomically: true, encoding: .utf8)
        try checksum.out.replacingOccurrences(of: "sdk/x.zip", with: "y.zip")
            .write(to: project.appendingPathComponent("sdk/y.sha256"), atomically: true, encoding: .utf8)
        let result = try tryRepo()
        XCTAssertEqual(result.status, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("x.zip: OK"), result.out)
        XCTAssertTrue(result.out.contains("y.zip: OK"), result.out)
        XCTAssertFalse(result.out.contains("sdk/sdk/"), result.out)
    }

    /// No idv-res on PATH (nor IDV_RES): each hook fails saying how to install it, not with the
    /// shell's bare `exec: idv-res: not found`.
    func testWithoutIdvResTheHooksSayHowToInstallIt() throws {
        try git(["init", "-q"], in: project)
        try copy("bundles/good", to: "bundle")
        try copy("checksums/dist", to: "dist")
        try copy("checksums/SHA256SUMS", to: "dist/SHA256SUMS")
        if let onPath = which("idv-res") {
            throw Prerequisite.missing("idv-res is on PATH (\(onPath)): cannot test its absence")
        }
        let result = try tryRepo(idvResOnPath: false)
        XCTAssertEqual(result.status, 1, result.out + result.err)
        XCTAssertFalse(result.out.contains("exec: idv-res: not found"), result.out)
        for hook in ["idv-res-validate", "idv-res-verify"] {
            XCTAssertTrue(
                result.out.contains("error: the \(hook) hook runs 'idv-res', which is not on PATH"), result.out)
        }
        XCTAssertTrue(result.out.contains("make install PREFIX=$HOME/.local"), result.out)
        XCTAssertTrue(result.out.contains("IDV_RES=/path/to/idv-res"), result.out)
    }

    /// Nothing idv-res reads is staged: both hooks are skipped.
    func testUnrelatedFilesAreSkipped() throws {
        try git(["init", "-q"], in: project)
        try "notes\n".write(to: project.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let result = try tryRepo()
        XCTAssertEqual(result.status, 0, result.out + result.err)
        XCTAssertEqual(result.out.components(separatedBy: "(no files to check)Skipped").count - 1, 2, result.out)
    }
}
