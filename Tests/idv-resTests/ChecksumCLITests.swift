import Foundation
import ResourceBundle
import TestPrerequisites
import XCTest

@testable import idv_res

/// `idv-res checksum` and `idv-res verify` as a release engineer types them.
final class ChecksumCLITests: XCTestCase {
    let hello = "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03"
    let ok = "dc51b8c96c2d745df3bd5590d990230a482fd247123599548e0632fdbf97fc22"
    let empty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    var root: URL!

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory()
        try write("a.zip", "hello\n")
        try write("b.zip", "ok\n")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ name: String, _ text: String) throws {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func run(_ arguments: [String], stdin: Data = Data()) -> CLIResult {
        runCLI(arguments, stdin: stdin, currentDirectory: root.path)
    }

    // MARK: checksum

    func testChecksumPrintsGNULinesInTheOrderGiven() {
        let result = run(["checksum", "b.zip", "a.zip", "b.zip"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out, "\(ok)  b.zip\n\(hello)  a.zip\n\(ok)  b.zip\n")
        XCTAssertEqual(result.err, "")
    }

    func testChecksumTagPrintsBSDLines() {
        XCTAssertEqual(run(["checksum", "--tag", "a.zip"]).out, "SHA256 (a.zip) = \(hello)\n")
    }

    func testChecksumReadsStandardInput() {
        XCTAssertEqual(run(["checksum", "-"], stdin: Data("hello\n".utf8)).out, "\(hello)  -\n")
        XCTAssertEqual(run(["checksum", "-"]).out, "\(empty)  -\n")
    }

    func testChecksumOfManyFilesInParallelKeepsOrder() throws {
        var expected = ""
        var names: [String] = []
        for index in 0..<40 {
            let text = String(repeating: "x", count: (40 - index) * 5000)
            try write("f\(index).bin", text)
            names.append("f\(index).bin")
            expected += "\(sha256DigestHex(text))  f\(index).bin\n"
        }
        for jobs in ["1", "2", "8"] {
            let result = run(["checksum", "--jobs", jobs] + names)
            XCTAssertEqual(result.out, expected, "--jobs \(jobs)")
        }
    }

    func testChecksumMissingFileIsReportedAndExitsThree() {
        let result = run(["checksum", "a.zip", "nope.zip", "b.zip"])
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.out, "\(hello)  a.zip\n\(ok)  b.zip\n", "the readable files are still printed")
        XCTAssertEqual(result.err, "error: nope.zip: No such file or directory\n")
        XCTAssertEqual(run(["checksum", "."]).err, "error: .: Is a directory\n")
    }

    func testChecksumUsageErrors() {
        XCTAssertEqual(run(["checksum"]).status, 2)
        let jobs = run(["checksum", "--jobs", "0", "a.zip"])
        XCTAssertEqual(jobs.status, 2)
        XCTAssertTrue(jobs.err.contains("invalid value '0' for '--jobs'"), jobs.err)
    }

    func testChecksumOutputIsReadBackBySha256sum() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum") else {
            throw Prerequisite.missing("sha256sum is not installed")
        }
        try write("we\\ird name.zip", "odd\n")
        for tag in [false, true] {
            let result = run(["checksum"] + (tag ? ["--tag"] : []) + ["a.zip", "we\\ird name.zip"])
            try write("SUMS", result.out)
            let sha256sum = try runProcess("/usr/bin/sha256sum", ["-c", "SUMS"], in: root.path)
            let output = sha256sum.out
            XCTAssertEqual(sha256sum.status, 0, output)
            XCTAssertEqual(output, "a.zip: OK\nwe\\ird name.zip: OK\n")
            // And by ourselves, with the same status lines.
            let ours = run(["verify", "-c", "SUMS"])
            XCTAssertEqual(ours.status, 0)
            XCTAssertTrue(ours.out.hasPrefix(output), ours.out)
        }
    }

    // MARK: verify -c

    func testVerifyMixedManifestAllOK() throws {
        try write(
            "SUMS",
            "# release 2.1.0\n\(hello)  a.zip\r\n\(ok) *b.zip\nSHA256 (a.zip) = \(hello.uppercased())\nSHA2-256(b.zip)= \(ok)\n"
        )
        let result = run(["verify", "-c", "SUMS"])
        XCTAssertEqual(result.status, 0, result.out)
        XCTAssertEqual(result.out, "a.zip: OK\nb.zip: OK\na.zip: OK\nb.zip: OK\nno problems found in 4 inputs\n")
        XCTAssertEqual(run(["verify", "-c", "SUMS", "--quiet"]).out, "no problems found in 4 inputs\n")
    }

    func testVerifyReportsEveryFailureModeAndExitsOne() throws {
        try write(
            "SUMS",
            """
            \(hello)  a.zip
            \(hello)  b.zip
            \(hello)  gone.zip
            \(hello.prefix(40))  a.zip
            SHA1 (a.zip) = f572d396fae9206628714fb2ce00f72e94f2258f
            \(hello) a.zip

            """)
        let result = run(["verify", "-c", "SUMS"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.out,
            """
            a.zip: OK
            b.zip: FAILED
            gone.zip: MISSING
            SUMS:4:1: error: line 4 is not a SHA-256 line: a 40-digit digest is SHA-1, not SHA-256 (64 hex digits) [checksum.malformed-line]
            SUMS:5:1: error: line 5 is not a SHA-256 line: unsupported algorithm 'SHA1': only SHA-256 is verified [checksum.malformed-line]
            SUMS:6:65: error: line 6 is not a SHA-256 line: expected two spaces (text mode) or ' *' (binary mode) between the digest and the file name [checksum.malformed-line]
            SUMS:2:1: error: b.zip: SHA-256 does not match: expected \(hello), computed \(ok) [checksum.mismatch]
            SUMS:3:67: error: gone.zip is missing [checksum.missing-file]
            5 errors, 0 warnings and 0 notes in 4 inputs

            """)
    }

    func testVerifyUnreadableFileInManifestFailsOpenOrRead() throws {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("dir.zip"), withIntermediateDirectories: true)
        try write("SUMS", "\(hello)  dir.zip\n")
        let result = run(["verify", "-c", "SUMS"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.out.hasPrefix(
                "dir.zip: FAILED open or read\nSUMS:1:67: error: dir.zip cannot be read: Is a directory [checksum.missing-file]\n"
            ), result.out)
    }

    func testVerifyDirResolvesNamesAndAbsoluteNamesStayAbsolute() throws {
        try write("dist/c.zip", "hello\n")
        let absolute = root.appendingPathComponent("b.zip").path
        try write("SUMS", "\(hello)  c.zip\n\(ok)  \(absolute)\n\(hello)  gone.zip\n")
        let result = run(["verify", "-c", "SUMS", "--dir", "dist"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.out.hasPrefix("c.zip: OK\n\(absolute): OK\ngone.zip: MISSING\n"), result.out)
        XCTAssertTrue(
            result.out.contains(
                "SUMS:3:67: error: gone.zip is missing (looked for dist/gone.zip) [checksum.missing-file]"), result.out)
    }

    func testVerifyEmptyManifestFails() throws {
        try write("SUMS", "# nothing yet\n\n")
        let result = run(["verify", "-c", "SUMS"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.out,
            "SUMS: error: SUMS has no lines to verify ('HEX  FILE' or 'SHA256 (FILE) = HEX') [checksum.nothing-to-verify]\n1 error, 0 warnings and 0 notes in 1 input\n"
        )
    }

    func testVerifyManifestFromStandardInputAndMissingManifest() {
        let piped = run(["verify", "-c", "-"], stdin: Data("\(hello)  a.zip\n".utf8))
        XCTAssertEqual(piped.status, 0, piped.out)
        XCTAssertTrue(piped.out.hasPrefix("a.zip: OK\n"))
        let missing = run(["verify", "-c", "NOSUMS"])
        XCTAssertEqual(missing.status, 3)
        XCTAssertTrue(
            missing.out.contains(
                "NOSUMS: error: cannot read the sums file: no such file or directory [input.unreadable]"), missing.out)
    }

    func testVerifyJSONListsEveryFileAsAnInput() throws {
        try write("SUMS", "\(hello)  a.zip\n\(hello)  b.zip\n")
        let result = run(["verify", "-c", "SUMS", "--format", "json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.out.contains(": OK"), "no status lines in JSON")
        XCTAssertTrue(result.out.hasPrefix("{"), result.out)
        XCTAssertTrue(result.out.contains("\"name\": \"a.zip\""), result.out)
        XCTAssertTrue(result.out.contains("\"rule\": \"checksum.mismatch\""), result.out)
        XCTAssertTrue(result.out.contains("\"line\": 2"), result.out)
    }

    // MARK: verify --sha256

    func testVerifyOneFileAgainstADigest() {
        let good = run(["verify", "a.zip", "--sha256", hello.uppercased()])
        XCTAssertEqual(good.status, 0)
        XCTAssertEqual(good.out, "a.zip: OK\nno problems found in 1 input\n")
        let bad = run(["verify", "b.zip", "--sha256", hello])
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(
            bad.out,
            "b.zip: FAILED\nb.zip: error: b.zip: SHA-256 does not match: expected \(hello), computed \(ok) [checksum.mismatch]\n1 error, 0 warnings and 0 notes in 1 input\n"
        )
        let gone = run(["verify", "gone.zip", "--sha256", hello])
        XCTAssertEqual(gone.status, 1)
        XCTAssertTrue(
            gone.out.hasPrefix("gone.zip: MISSING\ngone.zip: error: gone.zip is missing [checksum.missing-file]\n"),
            gone.out)
        XCTAssertEqual(run(["verify", "-", "--sha256", hello], stdin: Data("hello\n".utf8)).status, 0)
    }

    func testVerifySha256UsageErrors() {
        let cases: [([String], String)] = [
            (
                ["a.zip", "--sha256", String(hello.dropLast())],
                "invalid value for '--sha256': expected 64 hex digits, got 63 digits"
            ),
            (["a.zip", "--sha256", hello + "0"], "expected 64 hex digits, got 65 digits"),
            (
                ["a.zip", "--sha256", String(hello.dropLast()) + "z"],
                "expected 64 hex digits, got '\(hello.dropLast())z'"
            ),
            (["--sha256", hello], "--sha256 needs the FILE to check"),
            (["a.zip", "b.zip", "--sha256", hello], "--sha256 checks one FILE; 2 were given"),
            (["a.zip", "--sha256", hello, "-c", "SUMS"], "cannot be combined with --check or --package-swift"),
            (["a.zip"], "nothing to verify 'a.zip' against"),
            ([], "nothing to verify: give -c SUMS"),
            (["-c", "SUMS", "a.zip"], "unexpected argument 'a.zip'"),
        ]
        for (arguments, message) in cases {
            let result = run(["verify"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.err.contains(message), "\(arguments): \(result.err)")
            XCTAssertEqual(result.out, "")
        }
    }

    // MARK: verify --package-swift

    var checksumSamples: URL { samplesDirectory.appendingPathComponent("checksums") }

    func testPackageSwiftSampleVerifies() {
        let samples = checksumSamples.path
        let result = run(["verify", "--package-swift", "\(samples)/Package.swift", "--dir", "\(samples)/dist"])
        XCTAssertEqual(result.status, 0, result.out)
        XCTAssertEqual(result.out, "identiaFlow.xcframework.zip: OK\nopenssl.zip: OK\nno problems found in 2 inputs\n")
        let sums = run(["verify", "-c", "\(samples)/SHA256SUMS", "--dir", "\(samples)/dist"])
        XCTAssertEqual(sums.status, 0, sums.out)
    }

    func testBrokenPackageSwiftIsLocatedAtChecksumAndURL() {
        let samples = checksumSamples.path
        let result = run(["verify", "--package-swift", "\(samples)/broken/Package.swift", "--dir", "\(samples)/dist"])
        XCTAssertEqual(result.status, 1)
        let lines = result.out.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(2)), ["identiaFlow.xcframework.zip: FAILED", "openssl-3.zip: MISSING"])
        XCTAssertTrue(
            lines[2].hasPrefix(
                "\(samples)/broken/Package.swift:15:23: error: binaryTarget 'IdentiaFlow': identiaFlow.xcframework.zip: SHA-256 does not match"
            ), lines[2])
        XCTAssertEqual(
            lines[3],
            "\(samples)/broken/Package.swift:18:45: error: binaryTarget 'OpenSSL': openssl-3.zip is missing (looked for \(samples)/dist/openssl-3.zip) [checksum.missing-file]"
        )
    }

    func testPackageSwiftWithComputedOrShortChecksums() throws {
        try write(
            "Package.swift",
            """
            let sum = "\(hello)"
            let package = Package(name: "P", targets: [
                .binaryTarget(name: "Var", url: "https://h/a.zip", checksum: sum),
                .binaryTarget(name: "Short", url: "https://h/a.zip", checksum: "\(hello.prefix(10))"),
                .binaryTarget(name: "Good", url: "https://h/a.zip", checksum: "\(hello)"),
            ])
            """)
        let result = run(["verify", "--package-swift", "Package.swift"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.out,
            """
            a.zip: OK
            Package.swift:3:5: error: binaryTarget 'Var': checksum is not a string literal, so it cannot be verified [checksum.malformed-line]
            Package.swift:4:68: error: binaryTarget 'Short': checksum is not a SHA-256: expected 64 hex digits, found 10 [checksum.malformed-line]
            2 errors, 0 warnings and 0 notes in 2 inputs

            """)
    }

    func testPackageSwiftWithoutBinaryTargetsVerifiesNothing() throws {
        try write("Package.swift", "let package = Package(name: \"P\", targets: [.target(name: \"T\")])\n")
        let result = run(["verify", "--package-swift", "Package.swift"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.out.contains(
                "Package.swift: error: Package.swift declares no .binaryTarget(url:checksum:) to verify [checksum.nothing-to-verify]"
            ), result.out)
        let unreadable = run(["verify", "--package-swift", "."])
        XCTAssertEqual(unreadable.status, 3)
        XCTAssertTrue(
            unreadable.out.hasPrefix(".: error: cannot read the Package.swift: is a directory [input.unreadable]\n"),
            unreadable.out)
    }

    func testNameWithALineBreakIsEscapedInSumsAndStatusLines() throws {
        try write("new\nline.zip", "hello\n")
        let sums = run(["checksum", "new\nline.zip"])
        XCTAssertEqual(sums.out, "\\\(hello)  new\\nline.zip\n")
        try write("SUMS", sums.out)
        XCTAssertTrue(run(["verify", "-c", "SUMS"]).out.hasPrefix("\\new\\nline.zip: OK\n"))
    }

    /// Over 64 MiB and standard error a terminal: a bar, erased at the end; otherwise nothing.
    func testProgressBarOnlyOnATerminalForLargeFiles() throws {
        let large = root.appendingPathComponent("large.bin")
        XCTAssertTrue(FileManager.default.createFile(atPath: large.path, contents: nil))
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: UInt64(ChecksumProgress.threshold + 1))  // sparse: no disk used
        try handle.close()
        for (terminal, file) in [(true, "large.bin"), (false, "large.bin"), (true, "a.zip")] {
            var err = ""
            var out = ""
            let io = CommandIO(
                writeOut: { out += $0 }, writeErr: { err += $0 }, stdoutIsTerminal: terminal,
                stderrIsTerminal: terminal,
                environment: [:], currentDirectory: root.path, readStandardInput: { Data() })
            XCTAssertEqual(IDVRes.run(["checksum", file], io: io), .success)
            XCTAssertTrue(out.hasSuffix("  \(file)\n"), out)
            if terminal && file == "large.bin" {
                XCTAssertTrue(err.hasPrefix("\r["), err)
                XCTAssertTrue(err.contains("MiB"), err)
                XCTAssertTrue(err.hasSuffix("\r\u{1B}[K"), "the bar is erased before the line prints")
            } else {
                XCTAssertEqual(err, "", "terminal \(terminal), \(file)")
            }
        }
    }

    func testProgressBarLine() {
        XCTAssertEqual(
            ChecksumProgress.line(done: 512 << 20, total: 1024 << 20, width: 10), "\r[#####.....]  50%  512/1024 MiB")
        XCTAssertEqual(ChecksumProgress.line(done: 0, total: 0, width: 4), "\r[....]   0%  0/0 MiB")
    }
}

/// SHA-256 hex of a text, through the same digest the commands use.
func sha256DigestHex(_ text: String) -> String {
    SHA256Digest.hex(of: Array(text.utf8))
}
