import Foundation
import TestPrerequisites
import XCTest

/// `make install PREFIX=... [DESTDIR=...]` and `make uninstall`, with the binary `swift test`
/// built (`BIN=`): what install puts there, and that uninstall removes exactly that.
final class InstallTests: XCTestCase {
    private let installed = [
        "bin/idv-res", "share/bash-completion/completions/idv-res",
        "share/fish/vendor_completions.d/idv-res.fish", "share/idv-res/installed.txt",
        "share/man/man1/idv-res.1", "share/zsh/site-functions/_idv-res",
    ]

    private func make(_ arguments: [String]) throws -> ProcessResult {
        guard let make = which("make") else { throw Prerequisite.missing("make is not installed") }
        // `make install` builds idv-res when BIN is not given: a toolchain crash there runs again.
        return try runToolchain(make, ["-s"] + arguments, in: packageRoot.path, childIsToolchain: false)
    }

    /// Every file and folder under `root`, relative, sorted.
    private func tree(_ root: URL) -> [String] {
        (FileManager.default.subpaths(atPath: root.path) ?? []).sorted()
    }

    func testInstallThenUninstallLeavesNothing() throws {
        let prefix = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let binary = try builtExecutable()
        let install = try make(["install", "PREFIX=\(prefix.path)", "BIN=\(binary)"])
        XCTAssertEqual(install.status, 0, install.err)
        XCTAssertEqual(tree(prefix).filter { !isFolder(prefix.appendingPathComponent($0)) }, installed)

        let copy = prefix.appendingPathComponent("bin/idv-res").path
        XCTAssertEqual(
            try runProcess(copy, ["--version"], in: prefix.path).out,
            try runProcess(
                binary, ["--version"],
                in: prefix.path
            ).out)
        let man = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/idv-res.1"), encoding: .utf8)
        XCTAssertEqual(man, try runProcess(binary, ["man"], in: prefix.path).out)
        let zsh = try String(
            contentsOf: prefix.appendingPathComponent("share/zsh/site-functions/_idv-res"),
            encoding: .utf8)
        XCTAssertEqual(zsh, try runProcess(binary, ["completions", "zsh"], in: prefix.path).out)

        // A second install over the first changes nothing in what uninstall will remove.
        XCTAssertEqual(try make(["install", "PREFIX=\(prefix.path)", "BIN=\(binary)"]).status, 0)
        let uninstall = try make(["uninstall", "PREFIX=\(prefix.path)"])
        XCTAssertEqual(uninstall.status, 0, uninstall.err)
        XCTAssertEqual(tree(prefix), [])
        XCTAssertNotEqual(try make(["uninstall", "PREFIX=\(prefix.path)"]).status, 0, "nothing is installed any more")
    }

    /// Files and folders that were there before stay; DESTDIR stages under another root.
    func testUninstallKeepsWhatWasThereBefore() throws {
        let destdir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: destdir) }
        let man1 = destdir.appendingPathComponent("usr/share/man/man1")
        try FileManager.default.createDirectory(at: man1, withIntermediateDirectories: true)
        try "other\n".write(to: man1.appendingPathComponent("other.1"), atomically: true, encoding: .utf8)
        let before = tree(destdir)

        let install = try make(["install", "DESTDIR=\(destdir.path)", "PREFIX=/usr", "BIN=\(try builtExecutable())"])
        XCTAssertEqual(install.status, 0, install.err)
        for file in installed {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: destdir.appendingPathComponent("usr/" + file).path),
                file)
        }
        XCTAssertEqual(try make(["uninstall", "DESTDIR=\(destdir.path)", "PREFIX=/usr"]).status, 0)
        XCTAssertEqual(tree(destdir), before)
    }

    private func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }
}
