import Foundation
import XCTest

@testable import Diagnostics

/// Issue #30, case 1: nothing a user has is overwritten by an output unless it is the same kind
/// of file we wrote before (docs/architecture.md, "Outputs never replace a user's file"). One
/// test per option that writes a file.
final class OutputOverwriteTests: XCTestCase {
    private var root = URL(fileURLWithPath: "/nonexistent")
    private var zip = ""

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory()
        zip = root.appendingPathComponent("bundle.zip").path
        let pack = runCLI(["pack", samplesDirectory.appendingPathComponent("bundles/good").path, "-o", zip])
        XCTAssertEqual(pack.status, 0, pack.err)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    private func write(_ text: String, to name: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    func testOutputKindsAreRecognised() throws {
        XCTAssertEqual(OutputKind.of(path: zip), .zip)
        XCTAssertNil(OutputKind.of(path: path("nothing-here")))
        XCTAssertNil(OutputKind.of(path: try write("", to: "empty")), "an empty file holds nothing to lose")
        XCTAssertEqual(OutputKind.of(path: root.path), .folder)
        XCTAssertEqual(OutputKind.of(path: "/dev/null"), .special)
        XCTAssertEqual(OutputKind.of(bytes: Array("{\"rules\": {}}".utf8)), .otherJSON)
        XCTAssertEqual(OutputKind.of(bytes: Array("notes\n".utf8)), .otherText)
        XCTAssertEqual(
            OutputKind.of(bytes: Array("a: b\n\u{1B}[1mno problems found in 1 input\u{1B}[0m\n".utf8)), .textReport)
        XCTAssertEqual(OutputKind.of(bytes: Array("x\n2 errors, 0 warnings and 1 note in 1 input\n".utf8)), .textReport)
        XCTAssertEqual(OutputKind.of(bytes: [0x89, 0x50, 0x4E, 0x47, 0, 0]), .binary)
    }

    /// The data loss of the issue: `--write-baseline bundle.zip` replaced the zip with JSON.
    func testWriteBaselineNeverReplacesAZipButRewritesABaseline() throws {
        let before = try bytes(zip)
        let result = runCLI(["validate", "--write-baseline", zip, zip])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.err.hasPrefix(
                "error: --write-baseline: \(zip) is a zip, not an idv-res baseline: idv-res never replaces it"),
            result.err)
        XCTAssertEqual(try bytes(zip), before)

        let notes = try write("my notes\n", to: "notes.json")
        XCTAssertEqual(runCLI(["validate", "--write-baseline", notes, zip]).status, 2)
        XCTAssertEqual(try String(contentsOfFile: notes, encoding: .utf8), "my notes\n")

        let baseline = path("baseline.json")
        XCTAssertEqual(runCLI(["validate", "--write-baseline", baseline, zip]).status, 0)
        XCTAssertEqual(runCLI(["validate", "--write-baseline", baseline, zip]).status, 0, "a baseline is rewritten")
    }

    func testABaselineThatIsAZipOrMissingSaysSoWithAHint() throws {
        let asZip = runCLI(["validate", "--baseline", zip, zip])
        XCTAssertEqual(asZip.status, 2)
        XCTAssertEqual(
            asZip.err,
            "\(zip): error: is a zip, not a baseline (a baseline is the JSON file validate --write-baseline writes)\n")
        XCTAssertFalse(asZip.err.contains("malformed JSON"))

        let missing = path("nosuch.json")
        let none = runCLI(["validate", "--baseline", missing, zip])
        XCTAssertEqual(none.status, 2)
        XCTAssertEqual(
            none.err,
            "\(missing): error: no such baseline file; record one first: idv-res validate --write-baseline "
                + "\(missing) INPUT...\n")
        let report = runCLI(["validate", zip, "--format", "json", "--output", path("r.json")])
        XCTAssertEqual(report.status, 0)
        XCTAssertTrue(
            runCLI(["validate", "--baseline", path("r.json"), zip]).err.contains(
                "is an idv-res JSON report, not a baseline"))
    }

    func testReportFilesReplaceOnlyAnEarlierReport() throws {
        let report = path("report.txt")
        XCTAssertEqual(runCLI(["validate", zip, "--output", report]).status, 0)
        XCTAssertEqual(OutputKind.of(path: report), .textReport)
        XCTAssertEqual(runCLI(["validate", zip, "--output", report]).status, 0, "an earlier report is replaced")
        XCTAssertEqual(runCLI(["validate", zip, "--report", "sarif=\(report)"]).status, 0, "by any report")
        XCTAssertEqual(OutputKind.of(path: report), .sarifReport)

        let before = try bytes(zip)
        let sarif = runCLI(["validate", zip, "--report", "sarif=\(zip)"])
        XCTAssertEqual(sarif.status, 2)
        XCTAssertTrue(sarif.err.hasPrefix("error: --report sarif: \(zip) is a zip, not a SARIF report"), sarif.err)
        let config = try write("{\"rules\": {}}\n", to: "config.json")
        let output = runCLI(["validate", zip, "--format", "json", "--output", config])
        XCTAssertEqual(output.status, 2)
        XCTAssertTrue(
            output.err.hasPrefix("error: --output: \(config) is a JSON file not written by idv-res"), output.err)
        XCTAssertEqual(try bytes(zip), before)
        XCTAssertEqual(try String(contentsOfFile: config, encoding: .utf8), "{\"rules\": {}}\n")
    }

    func testPackOverwriteReplacesOnlyAZip() throws {
        let good = samplesDirectory.appendingPathComponent("bundles/good").path
        let baseline = path("baseline.json")
        XCTAssertEqual(runCLI(["validate", "--write-baseline", baseline, zip]).status, 0)
        let before = try bytes(baseline)
        let result = runCLI(["pack", good, "-o", baseline, "--overwrite"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.hasPrefix("error: \(baseline) is an idv-res baseline, not a zip"), result.err)
        XCTAssertEqual(try bytes(baseline), before)
        XCTAssertEqual(runCLI(["pack", good, "-o", zip]).status, 2, "a zip needs --overwrite")
        XCTAssertEqual(runCLI(["pack", good, "-o", zip, "--overwrite"]).status, 0)
    }

    func testUnpackOverwriteReplacesOnlyAFolderAndForceIsItsDeprecatedName() throws {
        let notes = try write("notes\n", to: "notes.txt")
        let onFile = runCLI(["unpack", zip, "-o", notes, "--overwrite"])
        XCTAssertEqual(onFile.status, 2)
        XCTAssertTrue(
            onFile.err.hasPrefix("error: \(notes) is a text file not written by idv-res, not a folder"), onFile.err)
        XCTAssertEqual(try String(contentsOfFile: notes, encoding: .utf8), "notes\n")

        let folder = path("out")
        XCTAssertEqual(runCLI(["unpack", zip, "-o", folder]).status, 0)
        let again = runCLI(["unpack", zip, "-o", folder])
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.err.contains("\(folder) exists; pass --overwrite to replace it"), again.err)
        XCTAssertEqual(runCLI(["unpack", zip, "-o", folder, "--overwrite"]).status, 0)
        let old = runCLI(["unpack", zip, "-o", folder, "--force"])
        XCTAssertEqual(old.status, 0, old.err)
        XCTAssertTrue(
            old.err.hasPrefix("idv-res unpack: warning: --force is deprecated here: use --overwrite"), old.err)

        // A folder that holds the zip is never replaced (it would remove the zip).
        let holder = runCLI(["unpack", zip, "-o", root.path, "--overwrite"])
        XCTAssertEqual(holder.status, 2)
        XCTAssertTrue(FileManager.default.fileExists(atPath: zip))
    }

    func testStringsExportAndImportReplaceOnlyTheirOwnKind() throws {
        let notes = try write("notes\n", to: "es.xliff")
        let export = runCLI(["strings", zip, "--export", "xliff", "--lang", "es", "-o", notes, "--overwrite"])
        XCTAssertEqual(export.status, 2)
        XCTAssertTrue(
            export.err.contains("\(notes) is a text file not written by idv-res, not an XLIFF file"), export.err)
        XCTAssertEqual(try String(contentsOfFile: notes, encoding: .utf8), "notes\n")
        try FileManager.default.removeItem(atPath: notes)
        XCTAssertEqual(runCLI(["strings", zip, "--export", "xliff", "--lang", "es", "-o", notes]).status, 0)
        XCTAssertEqual(
            runCLI(["strings", zip, "--export", "xliff", "--lang", "es", "-o", notes, "--overwrite"]).status, 0,
            "an XLIFF is replaced with --overwrite")

        let baseline = path("baseline.json")
        XCTAssertEqual(runCLI(["validate", "--write-baseline", baseline, zip]).status, 0)
        let repack = runCLI(["strings", zip, "--import", notes, "-o", baseline, "--overwrite"])
        XCTAssertEqual(repack.status, 2)
        XCTAssertTrue(repack.err.contains("\(baseline) is an idv-res baseline, not a zip"), repack.err)
    }

    func testFixOutputAndPreviewNeverReplaceAFile() throws {
        let typos = samplesDirectory.appendingPathComponent("bundles/typos").path
        let typosZip = path("typos.zip")
        XCTAssertEqual(runCLI(["pack", typos, "-o", typosZip, "--force"]).status, 0)
        let notes = try write("notes\n", to: "fixed.zip")
        XCTAssertEqual(runCLI(["validate", "--fix", typosZip, "-o", notes]).status, 2)
        XCTAssertEqual(try String(contentsOfFile: notes, encoding: .utf8), "notes\n")

        let preview = runCLI(["preview", zip, "-o", notes])
        XCTAssertEqual(preview.status, 2, preview.err)
        XCTAssertEqual(try String(contentsOfFile: notes, encoding: .utf8), "notes\n")
        let site = path("site")
        XCTAssertEqual(runCLI(["preview", zip, "-o", site]).status, 0)
        XCTAssertEqual(runCLI(["preview", zip, "-o", site]).status, 0, "an earlier preview is replaced")
    }
}
