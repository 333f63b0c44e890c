import Foundation
import TestPrerequisites
import XCTest

/// `make test` builds through scripts/no-warnings.sh: a warning about a file of the package fails
/// it, the toolchain's own notes do not. Here swiftc compiles a planted file inside the package
/// (under .build, where the plugins' generated files are too) and one outside it.
final class NoWarningsTests: XCTestCase {
    private let script = packageRoot.appendingPathComponent("scripts/no-warnings.sh").path
    private let planted = "func planted() {\n    let unused = 1\n}\n"

    func testAPlantedWarningFailsTheBuild() throws {
        let folder = packageRoot.appendingPathComponent(".build/no-warnings-test")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let warned = folder.appendingPathComponent("Planted.swift")
        let clean = folder.appendingPathComponent("Clean.swift")
        try Data(planted.utf8).write(to: warned)
        try Data("func clean() -> Int { 1 }\n".utf8).write(to: clean)

        let failed = try check(["-typecheck", warned.path])
        XCTAssertEqual(failed.status, 1, failed.out + failed.err)
        XCTAssertTrue(
            failed.out.contains("\(warned.path):2:9: warning: "), "the build's output is shown: \(failed.out)")
        XCTAssertTrue(
            failed.err.contains("error: 1 warning(s) about this package's files")
                && failed.err.contains("\(warned.path):2:9: warning: initialization of immutable value 'unused'"),
            failed.err)

        let passed = try check(["-typecheck", clean.path])
        XCTAssertEqual(passed.status, 0, passed.out + passed.err)
    }

    /// A warning outside the package (the toolchain's, a linker's note) is not ours.
    func testAWarningOutsideThePackageDoesNotCount() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = folder.appendingPathComponent("Planted.swift")
        try Data(planted.utf8).write(to: outside)
        let result = try check(["-typecheck", outside.path])
        XCTAssertTrue(result.out.contains("\(outside.path):2:9: warning: "), result.out)
        XCTAssertEqual(result.status, 0, result.err)
        let linker = try runProcess("/bin/sh", [script, "sh", "-c", "echo '/usr/bin/ld.gold: warning: a note' >&2"])
        XCTAssertEqual(linker.status, 0, linker.err)
    }

    /// A failed build keeps its status.
    func testAFailedBuildFails() throws {
        let result = try runProcess("/bin/sh", [script, "sh", "-c", "exit 3"])
        XCTAssertEqual(result.status, 3)
    }

    private func check(_ arguments: [String]) throws -> ProcessResult {
        guard let swiftc = which("swiftc") else { throw Prerequisite.missing("swiftc is not on PATH") }
        return try runToolchain("/bin/sh", [script, swiftc] + arguments, childIsToolchain: false)
    }
}
