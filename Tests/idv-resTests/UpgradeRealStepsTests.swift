import Diagnostics
import Foundation
import TestPrerequisites
import XCTest

/// `idv-res upgrade` on real vendor steps with a customer's edits made here: what issue #40
/// saw go wrong on them (renamed tokens in the customer's own language, junk in the report,
/// one logo in two versions across densities).
final class UpgradeRealStepsTests: XCTestCase {
    func history(_ name: String) throws -> String {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the real upgrade steps are not tried")
        }
        return corpus.appendingPathComponent("zips/history/\(name).zip").path
    }

    /// BASE unpacked into a fresh folder (removed after the test): the customer's copy to edit.
    func unpacked(_ zip: String) throws -> URL {
        let root = try makeTemporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let custom = root.appendingPathComponent("custom")
        XCTAssertEqual(runCLI(["unpack", zip, "-o", custom.path]).status, 0)
        return custom
    }

    /// The selphi step where the vendor renamed 14 `liveness_move_stabilizing_not_stabilized_*`
    /// tokens to `..._no_face_*` and removed 8: a French the customer added follows, keeping
    /// its texts under the new ids, marked; the notes are at OUT's lines.
    func testTheCustomersLanguageFollowsTheVendorsRenamedAndRemovedTokens() throws {
        let base = try history("and-355e60fa1aff")
        let new = try history("and-36d658f91cd9")
        let custom = try unpacked(base)
        let english = try String(contentsOf: custom.appendingPathComponent("strings/strings.xml"), encoding: .utf8)
        // The customer's French: every English text, prefixed (a translation the test can recognise).
        let french = english.replacingOccurrences(
            of: #"(<token id="[^"]*">)([^<])"#, with: "$1FR $2", options: .regularExpression)
        try Data(french.utf8).write(to: custom.appendingPathComponent("strings/strings.fr.xml"))
        let out = custom.deletingLastPathComponent().appendingPathComponent("out.zip").path

        let run = runCLI(["upgrade", custom.path, "--from", base, "--to", new, "-o", out, "--format", "json"])
        XCTAssertEqual(run.status, 0, run.err)
        let report = try JSONParser().parse(run.out)
        let notes = try XCTUnwrap(report["diagnostics"]?.array).filter { $0["rule"]?.string == "upgrade.untranslated" }
        let renamed = notes.compactMap(\.["message"]?.string).filter { $0.contains("renamed by the vendor") }
        XCTAssertEqual(renamed.count, 14, "\(renamed)")
        XCTAssertTrue(
            renamed.contains(
                "token 'liveness_move_stabilizing_no_face_too_far', renamed by the vendor from "
                    + "'liveness_move_stabilizing_not_stabilized_too_far', keeps your text in 'fr': check it"),
            "\(renamed)")

        let merged = try XCTUnwrap(String(data: try unzipEntry(out, "strings/strings.fr.xml"), encoding: .utf8))
        let lines = merged.components(separatedBy: "\n")
        XCTAssertTrue(
            merged.contains(
                "<token id=\"liveness_move_stabilizing_no_face_too_far\">FR You are too far&#10;Get your face closer"
                    + "</token> <!-- idv-res untranslated: liveness_move_stabilizing_no_face_too_far -->"), merged)
        XCTAssertFalse(merged.contains("not_stabilized_too_far"), merged)
        XCTAssertFalse(merged.contains("registration_tips_title"), "a token the vendor removed goes")
        // Each note is at its token's line in OUT.
        for note in notes {
            let location = try XCTUnwrap(note["location"])
            XCTAssertEqual(location["path"]?.string, "\(out)/strings/strings.fr.xml")
            let line = try XCTUnwrap(location["line"]?.number.map(Int.init))
            let id = try XCTUnwrap(note["message"]?.string?.split(separator: "'").dropFirst().first)
            XCTAssertTrue(lines[line - 1].contains("<token id=\"\(id)\">"), "line \(line): \(lines[line - 1])")
        }
        // OUT's own validation blames no vendor file for the French (it blamed 42 times).
        let validation = runCLI(["validate", out]).out
        XCTAssertFalse(validation.contains("strings/strings.fr.xml has it"), validation)
        XCTAssertFalse(validation.contains("not_stabilized"), validation)
    }

    /// Junk in CUSTOM and NEW is not merged, not counted and not reported: OUT holds none.
    func testJunkIsNeitherMergedNorReported() throws {
        let base = try history("and-d5e0bc959cdb")
        let new = try history("and-6257b486c45d")  // brings 90 junk entries of a Mac
        let custom = try unpacked(base)
        try Data("mac".utf8).write(to: custom.appendingPathComponent(".DS_Store"))
        try FileManager.default.createDirectory(
            at: custom.appendingPathComponent("__MACOSX"), withIntermediateDirectories: true)
        try Data("apple double".utf8).write(to: custom.appendingPathComponent("__MACOSX/._widget.xml"))
        let withJunk = runCLI(["upgrade", custom.path, "--from", base, "--to", new, "--dry-run"])
        XCTAssertEqual(withJunk.status, 0, withJunk.err)
        XCTAssertFalse(withJunk.out.contains("__MACOSX") || withJunk.out.contains(".DS_Store"), withJunk.out)
        // The same count of vendor changes as without the junk.
        try FileManager.default.removeItem(at: custom.appendingPathComponent(".DS_Store"))
        try FileManager.default.removeItem(at: custom.appendingPathComponent("__MACOSX"))
        let clean = runCLI(["upgrade", custom.path, "--from", base, "--to", new, "--dry-run"])
        XCTAssertEqual(withJunk.err, clean.err)
        XCTAssertTrue(clean.err.contains("; 0 conflicts;"), clean.err)
    }

    /// The vendor redrew `exit-dark.png` in every density (32x32 -> 48x48 at 163dpi); the
    /// customer had put their own in 326dpi only: OUT shows one icon or the other by density.
    func testACustomersImageInOneDensityBesideTheVendorsNewOnesIsSaid() throws {
        let base = try history("and-63f1d381db64")
        let new = try history("and-d5e0bc959cdb")
        let custom = try unpacked(base)
        let mine = custom.appendingPathComponent("resources/326dpi/exit-dark.png")
        try FileManager.default.removeItem(at: mine)
        try FileManager.default.copyItem(at: custom.appendingPathComponent("resources/326dpi/exit-light.png"), to: mine)
        let run = runCLI(["upgrade", custom.path, "--from", base, "--to", new, "--dry-run"])
        XCTAssertEqual(
            run.out.components(separatedBy: "\n").filter { $0.contains("[upgrade.mixed-densities]") },
            [
                "\(custom.path)/resources/326dpi/exit-dark.png: warning: exit-dark.png: yours in 326dpi (64x64 px) "
                    + "beside the vendor's new one in 163dpi (48x48 px), 489dpi (144x144 px): each density shows "
                    + "another image; put yours in every density, or take the vendor's [upgrade.mixed-densities]"
            ], run.out)
    }

    func unzipEntry(_ zip: String, _ path: String) throws -> Data {
        guard let unzip = which("unzip") else { throw Prerequisite.missing("unzip is absent") }
        let result = try runProcess(unzip, ["-p", zip, path])
        XCTAssertEqual(result.status, 0, result.err)
        return Data(result.out.utf8)
    }
}
