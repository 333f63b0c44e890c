import Foundation
import TestPrerequisites
import XCTest

/// `idv-res --version`: the version and the git commit the binary was built from, written at
/// build time by scripts/build-info.sh (through Plugins/BuildInfo).
final class VersionTests: XCTestCase {
    /// The executable `swift test` built names this checkout's commit.
    func testTheBuiltBinaryNamesTheCheckoutsCommit() throws {
        let result = try runProcess(try builtExecutable(), ["--version"], in: packageRoot.path)
        XCTAssertEqual(result.status, 0)
        guard let git = which("git"),
            let head = try? runProcess(
                git, ["rev-parse", "--short=12", "HEAD"],
                in: packageRoot.path), head.status == 0
        else {
            XCTAssertEqual(result.out, "idv-res 0.1.0 (commit unknown)\n")
            throw Prerequisite.missing("not a git checkout (or no git): the version names 'unknown' as the commit")
        }
        let commit = head.out.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(result.out.hasPrefix("idv-res 0.1.0 (commit \(commit)"), result.out)
        let clean = "idv-res 0.1.0 (commit \(commit))\n"
        let dirty = "idv-res 0.1.0 (commit \(commit)-dirty)\n"
        XCTAssertTrue(
            [clean, dirty].contains(result.out),
            result.out)
    }

    private func buildInfo(for package: URL) throws -> String {
        let output = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let script = packageRoot.appendingPathComponent("scripts/build-info.sh").path
        let result = try runProcess("/bin/sh", [script, output.path, package.path], in: package.path)
        XCTAssertEqual(result.status, 0, result.err)
        return try String(contentsOf: output.appendingPathComponent("BuildInfo.swift"), encoding: .utf8)
    }

    func testOutsideGitTheCommitIsUnknown() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertTrue(try buildInfo(for: folder).contains("static let commit = \"unknown\""))
    }

    func testACommitAndUncommittedChanges() throws {
        guard let git = which("git") else { throw Prerequisite.missing("git is not installed") }
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        func run(_ arguments: [String]) throws -> String {
            let result = try runProcess(
                git, ["-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments,
                in: folder.path)
            XCTAssertEqual(result.status, 0, result.err)
            return result.out.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        _ = try run(["init", "-q"])
        try "a\n".write(to: folder.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
        _ = try run(["add", "a.txt"])
        _ = try run(["commit", "-q", "-m", "a"])
        let commit = try run(["rev-parse", "--short=12", "HEAD"])
        XCTAssertTrue(try buildInfo(for: folder).contains("static let commit = \"\(commit)\""))
        try "b\n".write(to: folder.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
        XCTAssertTrue(try buildInfo(for: folder).contains("static let commit = \"\(commit)-dirty\""))
        // A package copied into a subfolder of another repository is not built from its commit.
        let nested = folder.appendingPathComponent("vendor/idv-res")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        XCTAssertTrue(try buildInfo(for: nested).contains("static let commit = \"unknown\""))
    }
}
