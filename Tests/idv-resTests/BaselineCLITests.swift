import Diagnostics
import Foundation
import TestPrerequisites
import XCTest

/// `--write-baseline` / `--baseline` through the CLI, on Samples and on the real corpus zips.
final class BaselineCLITests: XCTestCase {
    /// Inserts blank lines and a comment after the first line (the XML declaration) of every
    /// XML file under `directory`, moving every finding down.
    static func insertLinesAboveFindings(in directory: URL) throws {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "xml" {
            var text = try String(contentsOf: url, encoding: .utf8)
            guard let newline = text.firstIndex(of: "\n") else { continue }
            text.insert(contentsOf: "\n<!-- edited -->\n\n", at: text.index(after: newline))
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    static func copySample(_ name: String, to root: URL) throws -> URL {
        let copy = root.appendingPathComponent("bundle")
        try FileManager.default.copyItem(at: samplesDirectory.appendingPathComponent(name), to: copy)
        return copy
    }

    func testABaselineAbsorbsEveryFindingAfterLinesAreInsertedAboveThem() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try Self.copySample("bundles/broken", to: root)
        let baseline = root.appendingPathComponent("idv-res-baseline.json").path
        let before = runCLI(["validate", bundle.path])
        XCTAssertEqual(before.status, 1, before.out)
        let write = runCLI(["validate", "--write-baseline", baseline, bundle.path])
        XCTAssertEqual(write.status, 0, write.err)
        XCTAssertTrue(write.err.contains("wrote 8 findings to the baseline"), write.err)

        try Self.insertLinesAboveFindings(in: bundle)
        let moved = runCLI(["validate", bundle.path])
        XCTAssertTrue(moved.out.contains("widget.xml:38:9: error"), "the lines did not move:\n\(moved.out)")
        let after = runCLI(["validate", "--baseline", baseline, "--strict", bundle.path])
        XCTAssertEqual(after.status, 0, after.out)
        XCTAssertEqual(after.out, "no problems found in 1 input; the baseline absorbed 8 findings, 0 entries stale\n")
        let json = try JSONParser().parse(
            runCLI(["validate", "--baseline", baseline, "--format", "json", bundle.path]).out)
        XCTAssertEqual(json["summary"]?["baseline"]?["absorbed"]?.number, 8)
        XCTAssertEqual(json["summary"]?["baseline"]?["stale"]?.number, 0)
    }

    /// `--write-baseline` records instead of reporting: a report file asked for beside it would
    /// never be written, so the command line is refused before anything is read or written.
    func testWriteBaselineWithAReportOutputIsAUsageErrorAndWritesNothing() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try Self.copySample("bundles/broken", to: root)
        let baseline = root.appendingPathComponent("baseline.json").path
        let sarif = root.appendingPathComponent("report.sarif").path
        for extra in [["--report", "sarif=\(sarif)"], ["--output", sarif]] {
            let result = runCLI(["validate", "--write-baseline", baseline] + extra + [bundle.path])
            XCTAssertEqual(result.status, 2, result.err)
            XCTAssertTrue(
                result.err.contains("\(extra[0]) does not go with --write-baseline"), result.err)
            XCTAssertFalse(FileManager.default.fileExists(atPath: baseline))
            XCTAssertFalse(FileManager.default.fileExists(atPath: sarif))
        }
    }

    func testANewDefectAfterTheBaselineIsTheOnlyFindingAndAFixedOneIsStale() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try Self.copySample("bundles/broken", to: root)
        let baseline = root.appendingPathComponent("baseline.json").path
        XCTAssertEqual(runCLI(["validate", "--write-baseline", baseline, bundle.path]).status, 0)

        try Self.insertLinesAboveFindings(in: bundle)
        let widget = bundle.appendingPathComponent("widget.xml")
        var text = try String(contentsOf: widget, encoding: .utf8)
        // Fixed: the invalid alignment. New: another invalid alignment, on another view.
        text = text.replacingOccurrences(of: "text_align=\"MIDDLE\"", with: "text_align=\"RIGHT\"")
        text = text.replacingOccurrences(of: "text_align=\"CENTER\"", with: "text_align=\"TOP\"")
        try text.write(to: widget, atomically: true, encoding: .utf8)

        let result = runCLI(["validate", "--baseline", baseline, bundle.path])
        let lines = result.out.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, result.out)
        XCTAssertTrue(
            lines[0].hasSuffix(
                "widget.xml:25:9: error: text_align=\"TOP\" on <labeledIcon>: "
                    + "expected one of CENTER, LEFT, RIGHT [views.invalid-value]"
            ),
            result.out)
        XCTAssertEqual(
            lines[1], "1 error, 0 warnings and 0 notes in 1 input; the baseline absorbed 7 findings, 1 entry stale")
        XCTAssertEqual(result.status, 1)
    }

    func testTheFileIsSortedVersionedAndTheSameForAMovedOrReZippedBundle() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: real-zip baseline test skipped")
        }
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let zip = corpus.appendingPathComponent("zips/selphid-resources-real.zip").path
        let first = root.appendingPathComponent("first.json").path
        XCTAssertEqual(runCLI(["validate", "--write-baseline", first, zip]).status, 0)
        let text = try String(contentsOfFile: first, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("{\n  \"version\": 1,\n  \"tool\": \"idv-res\",\n  \"findings\": ["), text)
        XCTAssertFalse(text.contains("\"line\""), "fingerprints never hold line numbers")

        // The same zip elsewhere under another name: the same baseline, byte for byte.
        let moved = root.appendingPathComponent("elsewhere/renamed.zip")
        try FileManager.default.createDirectory(
            at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: zip, toPath: moved.path)
        let second = root.appendingPathComponent("second.json").path
        XCTAssertEqual(runCLI(["validate", "--write-baseline", second, moved.path]).status, 0)
        // Byte for byte but for the input's name each entry keeps (for stale counts, issue #30).
        XCTAssertEqual(
            try String(contentsOfFile: second, encoding: .utf8),
            text.replacingOccurrences(
                of: "\"input\": \"selphid-resources-real.zip\"", with: "\"input\": \"renamed.zip\""))
        XCTAssertFalse(text.contains(root.path), "no folder of the user's in the file")

        // Unpacked, edited above every finding, and packed again: nothing is new.
        let unpacked = root.appendingPathComponent("unpacked").path
        let unpack = runCLI(["unpack", zip, "-o", unpacked])
        XCTAssertLessThanOrEqual(unpack.status, 1, unpack.err)
        try Self.insertLinesAboveFindings(in: URL(fileURLWithPath: unpacked))
        let repacked = root.appendingPathComponent("repacked.zip").path
        let pack = runCLI(["pack", unpacked, "-o", repacked, "--baseline", first])
        XCTAssertEqual(pack.status, 0, "pack with the baseline refuses nothing old:\n\(pack.err)")
        let after = runCLI(["validate", "--baseline", first, "--strict", repacked])
        XCTAssertEqual(after.status, 0, after.out)
        XCTAssertTrue(after.out.hasPrefix("no problems found in 1 input; the baseline absorbed "), after.out)

        // A new defect in the vendor's files is the only finding.
        let widget = URL(fileURLWithPath: unpacked).appendingPathComponent("widget.xml")
        let views = try String(contentsOf: widget, encoding: .utf8)
        try views.replacingOccurrences(
            of: "<view id=\"CaptureIDFront\">", with: "<view id=\"CaptureIDFront\" colour=\"red\">"
        )
        .write(to: widget, atomically: true, encoding: .utf8)
        let added = runCLI(["validate", "--baseline", first, unpacked])
        let lines = added.out.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, added.out)
        let expected = "widget.xml:18:31: warning: unknown attribute 'colour' on <view> [views.unknown-attribute]"
        XCTAssertTrue(lines.first?.hasSuffix(expected) == true, added.out)
    }

    func testABadBaselineIsAUsageError() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let baseline = root.appendingPathComponent("b.json")
        try Data(#"{"version": 2, "findings": []}"#.utf8).write(to: baseline)
        let result = runCLI([
            "validate", "--baseline", baseline.path, samplesDirectory.appendingPathComponent("bundles/good").path,
        ])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("b.json:1:13: error: unsupported baseline version"), result.err)
    }
}
