import Diagnostics
import Foundation
import TestPrerequisites
import TestSupport
import XCTest

@testable import idv_res

/// The input gate: every command that takes a bundle says of an input that is not one what
/// `validate` says of it, with validate's exit status, and writes nothing (issue #40).
final class InputGateTests: XCTestCase {
    /// The commands that declare a bundle input: each is tried below.
    func testTheCommandsThatTakeABundleDeclareIt() {
        let declaring = IDVRes.commands.map(\.spec).filter { spec in
            spec.arguments.contains { $0.bundle != nil } || spec.options.contains { $0.bundle != nil }
        }
        XCTAssertEqual(declaring.map(\.name).sorted(), ["diff", "preview", "strings", "upgrade"])
    }

    /// The wrong inputs a new user hands over, made from a real zip: each with the name a
    /// user would give it.
    func wrongInputs(in root: URL, from zip: String) throws -> [(label: String, path: String)] {
        let manager = FileManager.default
        let bundle = root.appendingPathComponent("my-resources")
        XCTAssertEqual(runCLI(["unpack", zip, "-o", bundle.path]).status, 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: zip))
        let truncated = root.appendingPathComponent("truncated.zip")
        try bytes.prefix(bytes.count / 2).write(to: truncated)
        // `zip -r folder.zip my-resources`: every entry one folder down.
        let files = try manager.subpathsOfDirectory(atPath: bundle.path).sorted().filter {
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: bundle.appendingPathComponent($0).path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }
        let folderZip = root.appendingPathComponent("folder.zip").path
        try RecipeZipWriter.write(
            try files.map {
                ArchiveEntryRecipe(
                    "my-resources/\($0)", bytes: Array(try Data(contentsOf: bundle.appendingPathComponent($0))))
            }, to: folderZip)
        let notBundle = root.appendingPathComponent("notes")
        try manager.createDirectory(at: notBundle, withIntermediateDirectories: true)
        try Data("hello\n".utf8).write(to: notBundle.appendingPathComponent("readme.txt"))
        let empty = root.appendingPathComponent("empty")
        try manager.createDirectory(at: empty, withIntermediateDirectories: true)
        let lfs = root.appendingPathComponent("lfs.zip")
        try Data(
            "version https://git-lfs.github.com/spec/v1\noid sha256:\(String(repeating: "ab", count: 32))\nsize 3254\n"
                .utf8
        ).write(to: lfs)
        let emptyZip = root.appendingPathComponent("empty.zip")
        try Data().write(to: emptyZip)
        return [
            ("truncated zip", truncated.path), ("zip of a folder", folderZip),
            ("folder that is not a bundle", notBundle.path),
            ("empty folder", empty.path), ("folder above a bundle", root.path), ("Git LFS pointer", lfs.path),
            ("empty file named .zip", emptyZip.path),
        ]
    }

    func testEachCommandSaysWhatValidateSaysOfAnInputThatIsNoBundleAndWritesNothing() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the wrong inputs are made from a real zip")
        }
        let base = corpus.appendingPathComponent("zips/history/and-63f1d381db64.zip").path
        let new = corpus.appendingPathComponent("zips/history/and-d5e0bc959cdb.zip").path
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let outputs = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outputs) }
        let out = outputs.appendingPathComponent("out.zip").path
        let site = outputs.appendingPathComponent("site").path
        var statuses: Set<Int32> = []
        for (label, bad) in try wrongInputs(in: root, from: base) {
            let validate = runCLI(["validate", bad])
            // validate's own words for it: its error lines (a note may follow, as for a folder zipped).
            let expected = validate.out.split(separator: "\n").filter { $0.contains(": error: ") }.map { $0 + "\n" }
                .joined()
            XCTAssertFalse(expected.isEmpty, "\(label): \(validate.out)")
            statuses.insert(validate.status)
            let lines: [(String, [String])] = [
                ("diff OLD", ["diff", bad, new]), ("diff NEW", ["diff", base, bad]),
                ("upgrade CUSTOM", ["upgrade", bad, "--from", base, "--to", new, "-o", out]),
                ("upgrade --from", ["upgrade", base, "--from", bad, "--to", new, "-o", out]),
                ("upgrade --to", ["upgrade", base, "--from", base, "--to", bad, "-o", out]),
                ("upgrade --dry-run", ["upgrade", bad, "--from", base, "--to", new, "--dry-run"]),
                ("preview", ["preview", bad, "-o", site]), ("preview --serve", ["preview", bad, "--serve"]),
                ("strings", ["strings", bad]),
                ("strings --export", ["strings", bad, "--export", "xliff", "--lang", "es", "-o", out]),
            ]
            for (what, arguments) in lines {
                let run = runCLI(arguments)
                XCTAssertEqual(run.status, validate.status, "\(what) of a \(label): \(run.err)")
                XCTAssertEqual(
                    run.err.replacingOccurrences(of: "note: custom and --from are both \(base)\n", with: ""), expected,
                    "\(what) of a \(label)")
                XCTAssertEqual(run.out, "", "\(what) of a \(label)")
                XCTAssertEqual(
                    try FileManager.default.contentsOfDirectory(atPath: outputs.path), [], "\(what): \(label)")
            }
        }
        // Both kinds of status: unreadable (3) and a finding (1).
        XCTAssertEqual(statuses, [1, 3])
    }

    /// The messages say where the bundle is, as validate's do.
    func testTheBundleOneFolderDownIsNamed() throws {
        guard let corpus = corpusDirectory else { throw Prerequisite.missing("../shared/corpus is absent") }
        let zip = corpus.appendingPathComponent("zips/history/and-63f1d381db64.zip").path
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let inputs = Dictionary(uniqueKeysWithValues: try wrongInputs(in: root, from: zip).map { ($0.label, $0.path) })
        let zipped = runCLI(["diff", inputs["zip of a folder"]!, zip])
        XCTAssertTrue(
            zipped.err.contains(
                "the bundle is under 'my-resources/' in the zip: zip the contents of my-resources, not the folder"),
            zipped.err)
        let above = runCLI(["upgrade", root.path, "--from", zip, "--to", zip, "--dry-run"])
        XCTAssertTrue(
            above.err.contains(
                "a bundle is in 'my-resources/': validate it: idv-res validate \(root.path)/my-resources"),
            above.err)
    }

    /// The same file given twice is said; diff still answers (equal), upgrade still merges.
    func testTheSameBundleTwiceIsSaid() throws {
        guard let corpus = corpusDirectory else { throw Prerequisite.missing("../shared/corpus is absent") }
        let zip = corpus.appendingPathComponent("zips/history/and-63f1d381db64.zip").path
        let same = runCLI(["diff", zip, zip])
        XCTAssertEqual(same.status, 0)
        XCTAssertEqual(same.err, "note: old and new are both \(zip)\n")
        // Through a link: the same file under another name.
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("link.zip").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: zip)
        let linked = runCLI(["upgrade", zip, "--from", link, "--to", zip, "--dry-run"])
        XCTAssertTrue(
            linked.err.hasPrefix(
                "note: custom \(zip) and --from \(link) are the same file\nnote: custom and --to are both \(zip)\n"),
            linked.err)
    }

    /// validate checks an input named twice (as typed, through a link, or `-`) once, and says
    /// so: the report is the one of the input named once, with its status.
    func testValidateChecksAnInputNamedTwiceOnce() throws {
        guard let corpus = corpusDirectory else { throw Prerequisite.missing("../shared/corpus is absent") }
        let zip = corpus.appendingPathComponent("zips/history/and-63f1d381db64.zip").path
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("link.zip").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: zip)
        let once = runCLI(["validate", zip])
        XCTAssertEqual(once.status, 1, once.out)
        for (twice, note) in [
            ([zip, zip], "note: \(zip) is given twice: validated once\n"),
            ([zip, link], "note: \(zip) and \(link) are the same input: validated once\n"),
        ] {
            let run = runCLI(["validate"] + twice)
            XCTAssertEqual(run.status, once.status)
            XCTAssertEqual(run.out, once.out)
            XCTAssertEqual(run.err, note)
        }
        let widget = Data("<views><view id=\"A\"></view></views>\n".utf8)
        let stdin = runCLI(["validate", "-", "-"], stdin: widget)
        XCTAssertEqual(stdin.err, "note: - is given twice: validated once\n")
        XCTAssertEqual(stdin.out, runCLI(["validate", "-"], stdin: widget).out)
    }
}
