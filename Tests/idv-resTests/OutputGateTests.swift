import Diagnostics
import Foundation
import XCTest

@testable import idv_res

/// Issue #44, part 1: one gate (`OutputGate`), run before any command, decides for every
/// option declared `writes:` whether its file may be written. One test per writing command:
/// `--overwrite` over a text file, an output inside an input, and what each may replace.
/// Every refusal is exit 2 with the file left byte for byte.
final class OutputGateTests: XCTestCase {
    private var root = URL(fileURLWithPath: "/nonexistent")
    private var zip = ""
    private var notes = ""
    private let good = samplesDirectory.appendingPathComponent("bundles/good").path

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory()
        zip = path("bundle.zip")
        let pack = runCLI(["pack", good, "-o", zip])
        XCTAssertEqual(pack.status, 0, pack.err)
        notes = path("notes.txt")
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: notes))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    /// A copy of the good sample bundle folder (an input an output could land in).
    private func folder(_ name: String = "bundle") throws -> String {
        try FileManager.default.copyItem(atPath: good, toPath: path(name))
        return path(name)
    }

    /// Refused with exit 2 and exactly `message`; `notes` kept as it was.
    private func assertRefused(
        _ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let result = runCLI(arguments)
        XCTAssertEqual(result.status, 2, "\(arguments): \(result.err)", file: file, line: line)
        XCTAssertEqual(result.err, "error: \(message)\n", "\(arguments)", file: file, line: line)
        XCTAssertEqual(result.out, "", "\(arguments)", file: file, line: line)
        XCTAssertEqual(try? String(contentsOfFile: notes, encoding: .utf8), "my notes\n", file: file, line: line)
    }

    private var notAZip: String {
        "\(notes) is a text file not written by idv-res, not a zip: idv-res never replaces it; name another file or remove it"
    }

    func testPack() throws {
        assertRefused(["pack", good, "-o", notes, "--overwrite"], notAZip)
        let bundle = try folder()
        assertRefused(
            ["pack", bundle, "-o", "\(bundle)/self.zip"],
            "\(bundle)/self.zip is inside \(bundle): pack never writes into its input")
        assertRefused(["pack", bundle, "-o", root.path], "\(root.path) is a folder: name the zip to write")
        assertRefused(["pack", good, "-o", zip], "\(zip) exists; pass --overwrite to replace it")
        XCTAssertEqual(runCLI(["pack", good, "-o", zip, "--overwrite"]).status, 0)
    }

    /// The issue's data loss: `upgrade -o notes.txt --overwrite` turned the text file into a zip.
    func testUpgradeIsRefusedExactlyAsPack() throws {
        let custom = try folder("custom")
        let base = good
        let new = samplesDirectory.appendingPathComponent("bundles/typos").path
        let upgrade = ["upgrade", custom, "--from", base, "--to", new]
        assertRefused(upgrade + ["-o", notes, "--overwrite"], notAZip)
        let pack = runCLI(["pack", good, "-o", notes, "--overwrite"])
        XCTAssertEqual(runCLI(upgrade + ["-o", notes, "--overwrite"]).err, pack.err, "the same words as pack")
        assertRefused(
            upgrade + ["-o", "\(custom)/out.zip"],
            "\(custom)/out.zip is inside \(custom): upgrade never writes into an input")
        assertRefused(upgrade + ["-o", zip], "\(zip) exists; pass --overwrite to replace it")
        // --dry-run writes nothing: an existing -o is not looked at.
        XCTAssertEqual(runCLI(upgrade + ["-o", notes, "--dry-run"]).status, 0)
        let written = runCLI(upgrade + ["-o", zip, "--overwrite"])
        XCTAssertEqual(OutputKind.of(path: zip), .zip, written.err)
        XCTAssertNotEqual(written.status, 2, written.err)
    }

    func testUnpack() throws {
        assertRefused(
            ["unpack", zip, "-o", notes, "--overwrite"],
            "\(notes) is a text file not written by idv-res, not a folder: idv-res never replaces it; "
                + "name another file or remove it")
        // Replacing the folder that holds the zip would remove it.
        assertRefused(
            ["unpack", zip, "-o", root.path, "--overwrite"],
            "\(zip) is inside \(root.path): replacing it would remove the zip")
        let out = path("out")
        XCTAssertEqual(runCLI(["unpack", zip, "-o", out]).status, 0)
        assertRefused(["unpack", zip, "-o", out], "\(out) exists; pass --overwrite to replace it")
        XCTAssertEqual(runCLI(["unpack", zip, "-o", out, "--overwrite"]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: zip))
    }

    func testStringsExport() throws {
        let xliff = path("es.xliff")
        try FileManager.default.copyItem(atPath: notes, toPath: xliff)
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: notes))
        let export = ["strings", zip, "--export", "xliff", "--lang", "es"]
        let result = runCLI(export + ["-o", xliff, "--overwrite"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.err,
            "error: \(xliff) is a text file not written by idv-res, not an XLIFF file: idv-res never replaces it; "
                + "name another file or remove it\n")
        let bundle = try folder()
        assertRefused(
            ["strings", bundle, "--export", "xliff", "--lang", "es", "-o", "\(bundle)/es.xliff"],
            "\(bundle)/es.xliff is inside \(bundle): strings never writes into its input")
        // Into a folder: each language's file is checked as -o is.
        let into = path("xliff")
        try FileManager.default.createDirectory(atPath: into, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: "\(into)/es.xliff"))
        let language = runCLI(export + ["-o", into + "/", "--overwrite"])
        XCTAssertEqual(language.status, 2)
        XCTAssertTrue(
            language.err.hasPrefix("error: \(into)/es.xliff is a text file not written by idv-res"), language.err)
        XCTAssertEqual(try String(contentsOfFile: "\(into)/es.xliff", encoding: .utf8), "mine\n")
    }

    func testStringsImportIntoANewZip() throws {
        let xliff = path("es.xliff")
        XCTAssertEqual(runCLI(["strings", zip, "--export", "xliff", "--lang", "es", "-o", xliff]).status, 0)
        let importing = ["strings", zip, "--import", xliff, "--lang", "es"]
        assertRefused(importing + ["-o", notes, "--overwrite"], notAZip)
        assertRefused(
            importing + ["-o", zip, "--overwrite"], "\(zip) is also an input: strings never writes over an input")
        let copy = path("copy.zip")
        XCTAssertEqual(runCLI(importing + ["-o", copy]).status, 0)
        assertRefused(importing + ["-o", copy], "\(copy) exists; pass --overwrite to replace it")
        XCTAssertEqual(runCLI(importing + ["-o", copy, "--overwrite"]).status, 0)
        // --dry-run writes nothing: its -o is not looked at.
        XCTAssertEqual(runCLI(importing + ["-o", notes, "--dry-run"]).status, 0)
    }

    func testPreview() throws {
        assertRefused(
            ["preview", zip, "-o", notes],
            "\(notes) is a text file not written by idv-res, not an idv-res preview site: idv-res never replaces it; "
                + "name another file or remove it")
        let bundle = try folder()
        assertRefused(
            ["preview", bundle, "-o", "\(bundle)/site"],
            "\(bundle)/site is inside \(bundle): preview never writes into its input")
        let site = path("site")
        XCTAssertEqual(runCLI(["preview", zip, "-o", site]).status, 0)
        XCTAssertEqual(OutputKind.of(path: site), .previewSite)
        XCTAssertEqual(runCLI(["preview", zip, "-o", site]).status, 0, "an earlier preview is replaced")
        // A zip inside an earlier preview: replacing the site would remove it.
        let inside = "\(site)/bundle.zip"
        try FileManager.default.copyItem(atPath: zip, toPath: inside)
        assertRefused(
            ["preview", inside, "-o", site], "\(inside) is inside \(site): replacing it would remove the input")
        XCTAssertTrue(FileManager.default.fileExists(atPath: inside))
    }

    func testWriteBaseline() throws {
        assertRefused(
            ["validate", zip, "--write-baseline", notes],
            "--write-baseline: \(notes) is a text file not written by idv-res, not an idv-res baseline: "
                + "idv-res never replaces it; name another file or remove it")
        // A baseline may sit in the folder it describes, and replaces an earlier one.
        let bundle = try folder()
        let baseline = "\(bundle)/idv-res-baseline.json"
        XCTAssertEqual(runCLI(["validate", bundle, "--write-baseline", baseline]).status, 0)
        XCTAssertEqual(runCLI(["validate", bundle, "--write-baseline", baseline]).status, 0)
        XCTAssertEqual(OutputKind.of(path: baseline), .baseline)
    }

    func testReports() throws {
        assertRefused(
            ["validate", zip, "--output", notes],
            "--output: \(notes) is a text file not written by idv-res, not an idv-res text report: "
                + "idv-res never replaces it; name another file or remove it")
        assertRefused(
            ["lottie", samplesDirectory.appendingPathComponent("lottie/good").path, "--report", "sarif=\(notes)"],
            "--report sarif: \(notes) is a text file not written by idv-res, not a SARIF report: "
                + "idv-res never replaces it; name another file or remove it")
        assertRefused(
            ["validate", good, "--output", zip, "--format", "json"],
            "--output: \(zip) is a zip, not an idv-res JSON report: idv-res never replaces it; name another file or remove it"
        )
        assertRefused(
            ["validate", zip, "--fix", "-o", path("b.zip"), "--report", "json=\(path("b.zip"))"],
            "--report json and --fix-output would both write \(path("b.zip"))")
        assertRefused(
            ["validate", zip, "--output", path("b.json"), "--report", "json=\(path("b.json"))"],
            "two reports would be written to \(path("b.json"))")
        assertRefused(
            ["validate", "S.xml", "--output", "S.xml"],
            "--output: S.xml is also its input: validate never writes over its input")
        // A report may sit in the folder it describes.
        let bundle = try folder()
        XCTAssertEqual(runCLI(["validate", bundle, "--report", "sarif=\(bundle)/idv.sarif"]).status, 0)
        XCTAssertEqual(OutputKind.of(path: "\(bundle)/idv.sarif"), .sarifReport)
    }

    func testFixOutputReplacesNothing() throws {
        let typos = path("typos.zip")
        XCTAssertEqual(
            runCLI(["pack", samplesDirectory.appendingPathComponent("bundles/typos").path, "-o", typos, "--force"])
                .status,
            0)
        assertRefused(["validate", "--fix", typos, "-o", notes], "\(notes) exists: --fix-output never replaces a file")
        assertRefused(["validate", "--fix", typos, "-o", zip], "\(zip) exists: --fix-output never replaces a file")
        // Without --fix, -o is a usage error of its own; nothing looks at the file.
        let alone = runCLI(["validate", typos, "-o", notes])
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(alone.err.hasPrefix("error: --fix-output goes with --fix\n"), alone.err)
    }

    /// Every option declared `writes:` is one of these: a new writer is declared, and tested here.
    func testEveryWriterIsDeclaredWithTheFlagsItsRuleReads() {
        var writers: [String] = []
        for command in IDVRes.commands {
            let spec = command.spec
            for option in spec.options {
                guard let output = option.output else { continue }
                writers.append("\(spec.name) \(option.key)")
                for flag in output.flags {
                    XCTAssertTrue(spec.options.contains { $0.key == flag }, "\(spec.name) \(option.key) reads \(flag)")
                }
            }
        }
        let reports = [
            "validate", "pack", "unpack", "upgrade", "preview", "lottie", "specific-data", "verify", "doctor",
        ]
        var expected = reports.map { "\($0) --report" } + ["validate --output", "lottie --output"]
        expected += [
            "pack --output", "unpack --output", "upgrade --output", "strings --output", "preview --output",
            "validate --write-baseline", "validate --fix-output",
        ]
        XCTAssertEqual(writers.sorted(), expected.sorted())
    }
}
