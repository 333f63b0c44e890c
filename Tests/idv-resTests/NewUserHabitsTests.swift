import Foundation
import XCTest

/// The habits people bring from zip, sha256sum and friends get a hint, not only an error.
final class NewUserHabitsTests: XCTestCase {
    func testAnOutputGivenAsAnArgumentSaysUseDashO() {
        let pack = runCLI(["pack", samplesDirectory.appendingPathComponent("bundles/good").path, "OUT.zip"])
        XCTAssertEqual(pack.status, 2)
        XCTAssertTrue(
            pack.err.hasPrefix("error: unexpected argument 'OUT.zip': to name the zip to write, use -o OUT.zip\n"),
            pack.err)
        let unpack = runCLI(["unpack", "in.zip", "out"])
        XCTAssertTrue(
            unpack.err.hasPrefix("error: unexpected argument 'out': to name the dir to write, use -o out\n"), unpack.err
        )
        // A command without -o keeps the plain message.
        let explain = runCLI(["explain", "zip.junk", "more"])
        XCTAssertTrue(explain.err.hasPrefix("error: unexpected argument 'more'\n"), explain.err)
    }

    /// What other tools spell differently gets this tool's spelling, never the nearest name
    /// (`--verbose` is not `--base`, `--output-format json` is not `--output json`).
    func testOtherToolsSpellingsGetTheOptionMeant() {
        let good = samplesDirectory.appendingPathComponent("bundles/good").path
        func error(_ arguments: [String]) -> String {
            let result = runCLI(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            return result.err.components(separatedBy: "\n")[0]
        }
        XCTAssertEqual(error(["version"]), "error: unknown command 'version'; did you mean '--version'?")
        XCTAssertEqual(error(["-v"]), "error: unknown option '-v'; did you mean '--version'?")
        let noVerbose =
            "there is no verbose mode: every finding is printed already; --statistics counts them per rule; "
            + "'idv-res --version' prints the version"
        XCTAssertEqual(error(["validate", good, "-v"]), "error: unknown option '-v': \(noVerbose)")
        XCTAssertEqual(error(["validate", good, "--verbose"]), "error: unknown option '--verbose': \(noVerbose)")
        XCTAssertEqual(
            error(["validate", good, "--output-format=json"]),
            "error: unknown option '--output-format': use --format json")
        XCTAssertEqual(
            error(["validate", good, "--output-format", "sarif"]),
            "error: unknown option '--output-format': use --format sarif")
        XCTAssertEqual(
            error(["validate", good, "--no-color"]),
            "error: unknown option '--no-color': use --color never (or set NO_COLOR=1)")
        XCTAssertEqual(
            error(["validate", good, "--version"]),
            "error: unknown option '--version': the version is 'idv-res --version' (before any command)")
    }

    func testChecksumDashCPointsToVerify() {
        for option in ["-c", "--check"] {
            let result = runCLI(["checksum", option, "SHA256SUMS"])
            XCTAssertEqual(result.status, 2)
            XCTAssertTrue(
                result.err.hasPrefix(
                    "error: unknown option '\(option)': to check sums, use 'idv-res verify -c SUMS'\n"), result.err)
        }
    }

    func testVerifyTakesSha256sumsFlagsWithTheirMeaning() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"  // "hello"
        try Data("hello".utf8).write(to: folder.appendingPathComponent("a.zip"))
        try "\(good)  a.zip\n\(good)  gone.zip\n".write(
            to: folder.appendingPathComponent("SUMS"), atomically: true, encoding: .utf8)

        let status = runCLI(["verify", "-c", "SUMS", "--status"], currentDirectory: folder.path)
        XCTAssertEqual(status.status, 1, "gone.zip is missing")
        XCTAssertEqual(status.out, "")
        XCTAssertEqual(status.err, "")

        let ignore = runCLI(["verify", "-c", "SUMS", "--ignore-missing"], currentDirectory: folder.path)
        XCTAssertEqual(ignore.status, 0, ignore.out)
        XCTAssertEqual(ignore.out, "a.zip: OK\nno problems found in 1 input\n")

        let quiet = runCLI(
            ["verify", "-c", "SUMS", "--quiet", "--ignore-missing", "--strict"], currentDirectory: folder.path)
        XCTAssertEqual(quiet.status, 0, quiet.out)
        XCTAssertFalse(quiet.out.contains("OK"), quiet.out)

        let silentOK = runCLI(["verify", "-c", "SUMS", "--status", "--ignore-missing"], currentDirectory: folder.path)
        XCTAssertEqual(silentOK.status, 0)
        XCTAssertEqual(silentOK.out + silentOK.err, "")

        // Everything missing: sha256sum says no file was verified, and fails.
        try "\(good)  gone.zip\n".write(to: folder.appendingPathComponent("ALLGONE"), atomically: true, encoding: .utf8)
        let none = runCLI(["verify", "-c", "ALLGONE", "--ignore-missing"], currentDirectory: folder.path)
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(
            none.out.contains(
                "ALLGONE: error: no file was verified: every file ALLGONE lists is missing (--ignore-missing) "
                    + "[checksum.nothing-to-verify]"), none.out)

        // --strict: a malformed line fails (it always does here).
        try "\(good)  a.zip\nnot a sum line\n".write(
            to: folder.appendingPathComponent("BAD"), atomically: true, encoding: .utf8)
        XCTAssertEqual(runCLI(["verify", "-c", "BAD", "--strict"], currentDirectory: folder.path).status, 1)
    }

    func testVerifyFromTheWrongFolderSaysWhereNamesAreLookedFor() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dist = folder.appendingPathComponent("dist")
        try FileManager.default.createDirectory(at: dist, withIntermediateDirectories: true)
        try Data("hello".utf8).write(to: dist.appendingPathComponent("a.zip"))
        try "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824  a.zip\n"
            .write(to: dist.appendingPathComponent("SUMS"), atomically: true, encoding: .utf8)

        // Not in the working directory: found beside the sums file.
        let beside = runCLI(["verify", "-c", "dist/SUMS"], currentDirectory: folder.path)
        XCTAssertEqual(beside.status, 0, beside.out + beside.err)
        XCTAssertEqual(beside.out, "a.zip: OK\nno problems found in 1 input\n")
        XCTAssertEqual(beside.err, "")
        let other = folder.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let wrong = runCLI(["verify", "-c", "dist/SUMS", "--dir", "other"], currentDirectory: folder.path)
        XCTAssertEqual(wrong.status, 1)
        XCTAssertEqual(
            wrong.err,
            "hint: the names in dist/SUMS are relative to --dir other; "
                + "a.zip is in \(dist.path): pass --dir dist, or run from there\n")
        let right = runCLI(["verify", "-c", "dist/SUMS", "--dir", "dist"], currentDirectory: folder.path)
        XCTAssertEqual(right.status, 0, right.out)
        XCTAssertEqual(right.err, "")

        // Nowhere to be found: still says where it looked, and names --dir.
        try FileManager.default.removeItem(at: dist.appendingPathComponent("a.zip"))
        let nowhereBeside = runCLI(["verify", "-c", "dist/SUMS"], currentDirectory: folder.path)
        XCTAssertEqual(
            nowhereBeside.err,
            "hint: the names in dist/SUMS are relative to the working directory (\(folder.path)) or to dist, "
                + "the sums file's folder; pass --dir FOLDER to look for them elsewhere\n")
        let nowhere = runCLI(["verify", "-c", "dist/SUMS", "--dir", "dist"], currentDirectory: folder.path)
        XCTAssertEqual(
            nowhere.err,
            "hint: the names in dist/SUMS are relative to --dir dist; pass --dir FOLDER to look for them elsewhere\n")
    }
}
