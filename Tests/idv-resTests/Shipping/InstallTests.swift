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

    /// `sudo make install BIN=.build/release/idv-res` (the default's very path) builds nothing:
    /// a BIN given is installed as it is; only `make install` without BIN builds the release.
    func testAGivenBinBuildsNothing() throws {
        for bin in [".build/release/idv-res", ".build/debug/idv-res"] {
            let plan = try make(["-n", "install", "BIN=\(bin)", "PREFIX=/tmp/idv-res-never"])
            XCTAssertEqual(plan.status, 0, plan.err)
            XCTAssertEqual(plan.out, "scripts/install.sh install \"/tmp/idv-res-never\" \"\(bin)\"\n", plan.out)
        }
        let withoutBin = try make(["-n", "install", "PREFIX=/tmp/idv-res-never"])
        XCTAssertTrue(withoutBin.out.contains("swift build -c release"), withoutBin.out)
    }

    /// `make deps` off Linux (macOS) never runs apt-get nor dpkg: it asks pkg-config, and says
    /// what to install with Homebrew when the libraries are missing.
    func testDepsOnMacOSNeverRunsAptGet() throws {
        let tools = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: tools) }
        let calls = tools.appendingPathComponent("calls")
        func fake(_ name: String, status: Int) throws {
            let script = tools.appendingPathComponent(name)
            try "#!/bin/sh\necho \"\(name) $*\" >> '\(calls.path)'\nexit \(status)\n"
                .write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }
        try fake("apt-get", status: 0)
        try fake("dpkg", status: 1)
        try fake("sudo", status: 0)
        try fake("pkg-config", status: 1)
        guard let make = which("make") else { throw Prerequisite.missing("make is not installed") }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = tools.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let missing = try runProcess(
            make, ["-s", "deps", "UNAME_S=Darwin"], in: packageRoot.path, environment: environment)
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertTrue(
            missing.err.contains("brew install libxml2 libzip libdeflate openssl@3 libmicrohttpd pkgconf"), missing.err)
        XCTAssertEqual(
            try String(contentsOf: calls, encoding: .utf8),
            "pkg-config --exists libxml-2.0 libzip libdeflate libcrypto libmicrohttpd\n")

        try fake("pkg-config", status: 0)
        let present = try runProcess(
            make, ["-s", "deps", "UNAME_S=Darwin"], in: packageRoot.path, environment: environment)
        XCTAssertEqual(present.status, 0, present.err)
        XCTAssertFalse(try String(contentsOf: calls, encoding: .utf8).contains("apt-get"))
        XCTAssertFalse(try String(contentsOf: calls, encoding: .utf8).contains("dpkg"))

        // preview-deps there: no Chromium is an error naming IDV_RES_CHROMIUM, never an apt-get.
        environment["PATH"] = tools.path + ":/usr/bin:/bin"
        environment["IDV_RES_CHROMIUM"] = nil
        let preview = try runProcess(
            make, ["-s", "preview-deps", "UNAME_S=Darwin"], in: packageRoot.path, environment: environment)
        if which("chromium") == nil && which("chromium-browser") == nil && which("google-chrome") == nil {
            XCTAssertNotEqual(preview.status, 0)
            XCTAssertTrue(preview.err.contains("set IDV_RES_CHROMIUM"), preview.err)
        }
        XCTAssertFalse(try String(contentsOf: calls, encoding: .utf8).contains("apt-get"))
    }

    private func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }
}
