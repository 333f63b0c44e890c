import Diagnostics
import Foundation
import ResourceBundle
import TestPrerequisites
import TestSupport
import XCTest

@testable import idv_res

/// `validate`, `unpack`, `pack` and `ls` on hostile zips built in code and on the real corpus.
final class ZipCommandsTests: XCTestCase {
    static let widget = ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf version=\"1.3\"/>\n")
    static let strings = ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n")

    /// One hostile archive per hygiene rule (several for some), and the options it needs.
    static let hostile: [(name: String, rule: String, arguments: [String], entries: [ArchiveEntryRecipe])] = [
        ("dot-dot", "zip.path-traversal", [], [widget, strings, ArchiveEntryRecipe("../evil.sh", "echo owned\n")]),
        (
            "nested dot-dot", "zip.path-traversal", [],
            [widget, strings, ArchiveEntryRecipe("resources/../../evil.sh", "x")]
        ),
        ("absolute", "zip.path-traversal", [], [widget, strings, ArchiveEntryRecipe("/tmp/idv-res-evil", "x")]),
        ("drive letter", "zip.path-traversal", [], [widget, strings, ArchiveEntryRecipe("C:/evil.txt", "x")]),
        ("backslash", "zip.path-traversal", [], [widget, strings, ArchiveEntryRecipe("..\\evil.txt", "x")]),
        (
            "symlink", "zip.symlink", [],
            [widget, strings, ArchiveEntryRecipe("resources/163dpi/logo.png", kind: .symlink(target: "/etc/passwd"))]
        ),
        ("fifo", "zip.symlink", [], [widget, strings, ArchiveEntryRecipe("other/pipe", damage: [.fifo])]),
        (
            "duplicate", "zip.duplicate-name", [],
            [widget, strings, ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf/>\n")]
        ),
        (
            "case", "zip.case-collision", [],
            [widget, strings, ArchiveEntryRecipe("Widget.xml", "<facephi-widget-conf/>\n")]
        ),
        (
            "case folder", "zip.case-collision", [],
            [widget, strings, ArchiveEntryRecipe("Strings/strings.es.xml", "<translations/>\n")]
        ),
        (
            "nfc-nfd", "zip.case-collision", [],
            [
                widget, strings, ArchiveEntryRecipe("other/caf\u{E9}.txt", "a"),
                ArchiveEntryRecipe("other/cafe\u{301}.txt", "b"),
            ]
        ),
        (
            "encrypted", "zip.encrypted", [],
            [widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.encrypted])]
        ),
        (
            "crc", "zip.crc-mismatch", [],
            [widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.crc])]
        ),
        (
            "stored crc", "zip.crc-mismatch", [],
            [widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", stored: true, damage: [.crc])]
        ),
        (
            "corrupt data", "zip.corrupt", [],
            [
                widget,
                ArchiveEntryRecipe(
                    "strings/strings.xml", String(repeating: "<translations/>\n", count: 9), damage: [.corruptData]),
            ]
        ),
        (
            "truncated", "zip.corrupt", [],
            [
                widget,
                ArchiveEntryRecipe("strings/strings.xml", String(repeating: "<x/>", count: 50), damage: [.truncate]),
            ]
        ),
        (
            "ratio bomb", "zip.bomb", [],
            [widget, strings, ArchiveEntryRecipe("other/zeros.txt", String(repeating: "0", count: 1 << 20))]
        ),
        (
            "total size", "zip.too-large", ["--max-total-size", "2K"],
            [widget, strings, ArchiveEntryRecipe("other/a.txt", String(repeating: "ab", count: 2048))]
        ),
        (
            "overlap", "zip.overlapping-entries", [],
            [widget, strings] + (1...20).map { ArchiveEntryRecipe("other/copy\($0).xml", damage: [.overlap]) }
        ),
        (
            "too many", "zip.too-many-entries", ["--max-entries", "2"],
            [widget, strings, ArchiveEntryRecipe("other/version.txt", "1\n")]
        ),
    ]

    func testEveryHygieneRuleIsReportedByValidateAndRefusedByUnpackWithNothingWritten() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for (index, case_) in (Self.hostile + Self.peerShapes).enumerated() {
            let work = root.appendingPathComponent("case\(index)")
            let inside = work.appendingPathComponent("inside")
            try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
            let zip = work.appendingPathComponent("hostile.zip").path
            try RecipeZipWriter.write(case_.entries, to: zip)

            let validate = runCLI(["validate", zip, "--format", "json"] + case_.arguments)
            XCTAssertEqual(validate.status, 1, "\(case_.name): validate exit status\n\(validate.out)\(validate.err)")
            let rules = try reportedRules(validate.out)
            XCTAssertTrue(rules.contains(case_.rule), "\(case_.name): \(case_.rule) not reported; got \(rules)")

            // Missing parent folders are not left behind either.
            let target = inside.appendingPathComponent("new/deeper/out").path
            let unpack = runCLI(["unpack", zip, "-o", target, "--format", "json"] + case_.arguments)
            XCTAssertEqual(unpack.status, 1, "\(case_.name): unpack exit status\n\(unpack.out)\(unpack.err)")
            XCTAssertTrue(unpack.err.contains("nothing was written"), "\(case_.name): \(unpack.err)")
            XCTAssertTrue(
                try reportedRules(unpack.out).contains(case_.rule),
                "\(case_.name): unpack did not name \(case_.rule)\n\(unpack.out)")
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: inside.path), [],
                "\(case_.name): unpack left files behind")
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: work.path).sorted(), ["hostile.zip", "inside"],
                "\(case_.name): unpack wrote beside its target")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/idv-res-evil"))
    }

    func testUnpackMakesMissingParentFolders() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let zip = root.appendingPathComponent("ok.zip").path
        try RecipeZipWriter.write([Self.widget, Self.strings], to: zip)
        let target = root.appendingPathComponent("a/b/out")
        let result = runCLI(["unpack", zip, "-o", target.path])
        XCTAssertEqual(result.status, 0, result.out + result.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: target.appendingPathComponent("strings/strings.xml").path))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("a/b").path), ["out"])
        let file = root.appendingPathComponent("plain.txt")
        try Data("x".utf8).write(to: file)
        let blocked = runCLI(["unpack", zip, "-o", file.appendingPathComponent("out").path])
        XCTAssertEqual(blocked.status, 2, "an output that cannot be written is the command line's mistake")
        XCTAssertTrue(blocked.err.contains("\(file.path) is a file, not a folder"), blocked.err)
    }

    func testTextReportNamesTheEntryInsideTheZip() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let zip = root.appendingPathComponent("r.zip").path
        try RecipeZipWriter.write([Self.widget, Self.strings, ArchiveEntryRecipe("../evil.sh", "x")], to: zip)
        let result = runCLI(["validate", zip])
        XCTAssertTrue(
            result.out.contains("\(zip)/../evil.sh: error: entry '../evil.sh' has a '..' component"), result.out)
        XCTAssertTrue(result.out.contains("[zip.path-traversal]"), result.out)
    }

    func testJunkIsAWarningAndUnpackLeavesItOut() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let zip = root.appendingPathComponent("junk.zip").path
        try RecipeZipWriter.write(
            [
                Self.widget, Self.strings, ArchiveEntryRecipe("__MACOSX/._widget.xml", "x"),
                ArchiveEntryRecipe("strings/.DS_Store", "x"), ArchiveEntryRecipe("notes.txt", "x"),
            ], to: zip)
        let validate = runCLI(["validate", zip])
        XCTAssertEqual(validate.status, 0, validate.out)
        XCTAssertTrue(validate.out.contains("junk.zip/__MACOSX/: warning: '__MACOSX/' holds 1 entry"), validate.out)
        XCTAssertTrue(validate.out.contains("junk.zip/strings/.DS_Store: warning:"), validate.out)
        XCTAssertTrue(
            validate.out.contains("junk.zip/notes.txt: note: 'notes.txt' at the top of the bundle"), validate.out)
        XCTAssertEqual(runCLI(["validate", zip, "--strict"]).status, 1)

        let target = root.appendingPathComponent("out").path
        let unpack = runCLI(["unpack", zip, "-o", target])
        XCTAssertEqual(unpack.status, 0, unpack.out + unpack.err)
        XCTAssertTrue(unpack.err.contains("unpacked 3 files"), unpack.err)
        XCTAssertTrue(unpack.err.contains("left out 2 junk entries"), unpack.err)
        XCTAssertEqual(try listTree(target), ["notes.txt", "strings/strings.xml", "widget.xml"])
        // An existing folder is refused, then replaced with --overwrite.
        XCTAssertEqual(runCLI(["unpack", zip, "-o", target]).status, 2)
        let keep = runCLI(["unpack", zip, "-o", target, "--overwrite", "--keep-junk"])
        XCTAssertEqual(keep.status, 0, keep.err)
        XCTAssertEqual(
            try listTree(target),
            ["__MACOSX/._widget.xml", "notes.txt", "strings/.DS_Store", "strings/strings.xml", "widget.xml"])
    }

    func testUnopenableFilesGiveLocatedFindingsNotCrashes() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        // Cut at every length: a zip libzip refuses is zip.corrupt (exit 1) or, when nothing
        // zip-like is left, input.unreadable (exit 3); never a crash.
        let whole = RecipeZipWriter.build([Self.widget, Self.strings])
        for length in stride(from: 0, to: whole.count, by: 7) {
            let path = root.appendingPathComponent("cut\(length).zip").path
            try Data(whole.prefix(length)).write(to: URL(fileURLWithPath: path))
            let result = runCLI(["validate", path, "--format", "json"])
            XCTAssertTrue(
                [1, 3].contains(result.status), "cut at \(length): \(result.status)\n\(result.out)\(result.err)")
            let rules = try reportedRules(result.out)
            XCTAssertTrue(
                rules.contains("zip.corrupt") || rules.contains("input.unreadable")
                    || rules.contains("zip.crc-mismatch"),
                "cut at \(length): \(rules)")
        }
        let html = root.appendingPathComponent("page.zip").path
        try Data("<html>404</html>".utf8).write(to: URL(fileURLWithPath: html))
        let result = runCLI(["validate", html])
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(
            result.out.contains("page.zip: error: cannot read: not a zip archive [input.unreadable]"), result.out)
        let truncated = root.appendingPathComponent("t.zip").path
        try RecipeZipWriter.write(
            [
                Self.widget,
                ArchiveEntryRecipe("strings/strings.xml", String(repeating: "x", count: 99), damage: [.truncate]),
            ], to: truncated)
        let cut = runCLI(["validate", truncated])
        XCTAssertEqual(cut.status, 1)
        XCTAssertTrue(cut.out.contains("t.zip: error: cannot open the zip: the archive is truncated"), cut.out)
        // ls says what validate says, with its status.
        let listed = runCLI(["ls", truncated])
        XCTAssertEqual(listed.status, 1)
        XCTAssertEqual(listed.out, "")
        XCTAssertTrue(
            listed.err.hasPrefix("\(truncated): error: cannot open the zip: the archive is truncated"), listed.err)
        XCTAssertTrue(listed.err.hasSuffix(" [zip.corrupt]\n"), listed.err)
        XCTAssertEqual(runCLI(["unpack", truncated, "-o", root.appendingPathComponent("o").path]).status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("o").path))
    }

    func testLimitsAreOptionsWithUsageErrors() {
        XCTAssertEqual(runCLI(["validate", "x.zip", "--max-total-size", "lots"]).status, 2)
        XCTAssertEqual(runCLI(["validate", "x.zip", "--max-ratio", "0"]).status, 2)
        XCTAssertEqual(runCLI(["unpack", "x.zip"]).status, 2)
        XCTAssertEqual(runCLI(["pack", "x"]).status, 2)
    }

    func testPackIsValidatedDeterministicAndPrintsItsSHA256() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let good = samplesDirectory.appendingPathComponent("bundles/good").path
        let first = root.appendingPathComponent("a.zip").path
        let pack = runCLI(["pack", good, "-o", first])
        XCTAssertEqual(pack.status, 0, pack.err)
        let data = try Data(contentsOf: URL(fileURLWithPath: first))
        XCTAssertEqual(pack.out, "\(SHA256Digest.hex(of: data))  \(first)\n")
        XCTAssertTrue(pack.err.contains("packed 12 files"), pack.err)
        // The same content elsewhere, with other times, gives the same bytes.
        let copy = root.appendingPathComponent("copy")
        try FileManager.default.copyItem(atPath: good, toPath: copy.path)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)],
            ofItemAtPath: copy.appendingPathComponent("widget.xml").path)
        let second = root.appendingPathComponent("b.zip").path
        XCTAssertEqual(runCLI(["pack", copy.path, "-o", second]).out.prefix(64), pack.out.prefix(64))
        // SOURCE_DATE_EPOCH changes the timestamps, so the bytes.
        let dated = runCLI(
            ["pack", good, "-o", root.appendingPathComponent("c.zip").path],
            environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        XCTAssertEqual(dated.status, 0)
        XCTAssertNotEqual(dated.out.prefix(64), pack.out.prefix(64))
        XCTAssertEqual(runCLI(["pack", good, "-o", "x.zip"], environment: ["SOURCE_DATE_EPOCH": "soon"]).status, 2)

        // A bundle with errors is refused unless --force; the report goes to stderr.
        let broken = samplesDirectory.appendingPathComponent("bundles/broken").path
        let refused = runCLI(["pack", broken, "-o", root.appendingPathComponent("broken.zip").path])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.out, "")
        XCTAssertTrue(refused.err.contains("[xml.malformed]") && refused.err.contains("not packed"), refused.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("broken.zip").path))
        XCTAssertEqual(
            runCLI(["pack", broken, "-o", root.appendingPathComponent("broken.zip").path, "--force"]).status, 0)

        // An existing file is never replaced silently.
        let before = try Data(contentsOf: URL(fileURLWithPath: first))
        let again = runCLI(["pack", broken, "-o", first, "--force"])
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.err.contains("exists; pass --overwrite to replace it"), again.err)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: first)), before)
        XCTAssertEqual(runCLI(["pack", good, "-o", first, "--overwrite"]).status, 0)
        XCTAssertEqual(runCLI(["pack", good, "-o", root.path]).status, 2, "a folder is not a zip to write")
        // By default a png deflate shrinks is deflated; --store-media stores every png.
        XCTAssertTrue(
            try ZipBundleReader(path: first).entries.contains { $0.path.hasSuffix(".png") && $0.compressionMethod == 8 }
        )
        let storedMedia = root.appendingPathComponent("stored.zip").path
        XCTAssertEqual(runCLI(["pack", good, "-o", storedMedia, "--store-media"]).status, 0)
        let pngs = try ZipBundleReader(path: storedMedia).entries.filter { $0.path.hasSuffix(".png") }
        XCTAssertFalse(pngs.isEmpty)
        XCTAssertTrue(pngs.allSatisfy { $0.compressionMethod == 0 })

        // Never into its input.
        let inside = runCLI(["pack", copy.path, "-o", copy.appendingPathComponent("self.zip").path])
        XCTAssertEqual(inside.status, 2)
        XCTAssertTrue(inside.err.contains("pack never writes into its input"), inside.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.appendingPathComponent("self.zip").path))
    }

    func testListShowsKindsDensitiesAndSizes() throws {
        let good = samplesDirectory.appendingPathComponent("bundles/good").path
        let text = runCLI(["ls", good])
        XCTAssertEqual(text.status, 0)
        XCTAssertTrue(text.out.hasPrefix("PATH"), text.out)
        XCTAssertNotNil(
            text.out.range(of: #"resources/326dpi/IDIconFront\.png\s+image\s+326\s+\d+"#, options: .regularExpression),
            text.out)
        XCTAssertNotNil(
            text.out.range(of: #"strings/strings\.es\.xml\s+translations \(es\)\s+-"#, options: .regularExpression),
            text.out)
        let json = runCLI(["ls", good, "--format", "json"])
        let document = try JSONParser().parse(json.out)
        XCTAssertEqual(document["files"]?.number, 12)
        let fonts = document["entries"]?.array?.filter { $0["kind"]?.string == "font" } ?? []
        XCTAssertEqual(fonts.first?["density"]?.number, 163)
        XCTAssertEqual(runCLI(["ls", "/nonexistent.zip"]).status, 3)
    }

    func testRealCorpusZipsRoundTripThroughUnpackAndPack() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: no real zips to round-trip")
        }
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["selphid-resources-real.zip", "selphi-resources-real.zip"] {
            let zip = corpus.appendingPathComponent("zips/\(name)").path
            let first = root.appendingPathComponent(name + ".1").path
            let unpack = runCLI(["unpack", zip, "-o", first])
            XCTAssertEqual(unpack.status, 0, unpack.out + unpack.err)
            let packed = root.appendingPathComponent(name + ".packed.zip").path
            let pack = runCLI(["pack", first, "-o", packed, "--force"])
            XCTAssertEqual(pack.status, 0, pack.err)
            let second = root.appendingPathComponent(name + ".2").path
            XCTAssertEqual(runCLI(["unpack", packed, "-o", second]).status, 0)
            let tree = try listTree(first)
            XCTAssertGreaterThan(tree.count, 40)
            XCTAssertEqual(try listTree(second), tree, name)
            for path in tree {
                XCTAssertEqual(
                    FileManager.default.contents(atPath: first + "/" + path),
                    FileManager.default.contents(atPath: second + "/" + path), "\(name): \(path)")
            }
            let original = try ZipBundleReader(path: zip).entries.filter { !$0.isDirectory }.map(\.path).filter {
                !BundleLayout.isJunk($0)
            }
            XCTAssertEqual(tree, original.sorted(), "\(name): every file of the original zip came through")
            let repacked = try ZipBundleReader(path: packed)
            XCTAssertFalse(repacked.entries.contains { BundleLayout.isJunk($0.path) })
            // Its hygiene is clean: nothing of zip.* on the packed zip.
            let validate = runCLI(["validate", packed, "--format", "json"])
            XCTAssertFalse(try reportedRules(validate.out).contains { $0.hasPrefix("zip.") }, validate.out)
            try checkAgainstInfoZIP(packed: packed, tree: first, name: name)
        }
    }

    /// Where Info-ZIP is installed: `unzip -tq` accepts our zip, and it is no larger than
    /// `zip -X -r -9` of the same tree (the size target of issue 5).
    private func checkAgainstInfoZIP(packed: String, tree: String, name: String) throws {
        guard let unzip = executable("unzip"), let zip = executable("zip") else { return }
        let test = try runTool(unzip, ["-tq", packed], in: tree)
        XCTAssertEqual(test.status, 0, "\(name): \(test.output)")
        let theirs = (tree as NSString).deletingLastPathComponent + "/\(name).zip9.zip"
        XCTAssertEqual(try runTool(zip, ["-X", "-r", "-9", "-q", theirs, "."], in: tree).status, 0)
        let ourSize = try FileManager.default.attributesOfItem(atPath: packed)[.size] as? Int ?? .max
        let theirSize = try FileManager.default.attributesOfItem(atPath: theirs)[.size] as? Int ?? 0
        XCTAssertLessThanOrEqual(ourSize, theirSize, "\(name): pack is larger than zip -9")
        // Without folder entries and with the same deflate, within a few hundred bytes per folder.
        XCTAssertGreaterThan(ourSize, theirSize * 95 / 100, "\(name): suspiciously small")
    }

    private func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    private func runTool(_ tool: String, _ arguments: [String], in directory: String) throws -> (
        status: Int32, output: String
    ) {
        let result = try runProcess(tool, arguments, in: directory, mergingErrors: true)
        return (result.status, result.out)
    }

    private func reportedRules(_ json: String) throws -> [String] {
        let document = try JSONParser().parse(json)
        return document["diagnostics"]?.array?.compactMap { $0["rule"]?.string } ?? []
    }
}

/// Every file under `path`, relative, sorted.
func listTree(_ path: String) throws -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: path)
    var files: [String] = []
    while let next = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path + "/" + next, isDirectory: &isDirectory), !isDirectory.boolValue
        {
            files.append(next)
        }
    }
    return files.sorted()
}

final class ProgressDisplayTests: XCTestCase {
    private func io(terminal: Bool, into buffer: ProgressBuffer) -> CommandIO {
        CommandIO(
            writeOut: { _ in }, writeErr: { buffer.text += $0 }, stdoutIsTerminal: false, stderrIsTerminal: terminal,
            environment: [:], currentDirectory: "/", readStandardInput: { Data() })
    }

    func testDrawsOnATerminalOnlyAndErasesWhenDone() throws {
        let buffer = ProgressBuffer()
        XCTAssertNil(ProgressDisplay(io: io(terminal: false, into: buffer), label: "validating").handler)
        let display = ProgressDisplay(io: io(terminal: true, into: buffer), label: "validating", delay: 0)
        let handler = try XCTUnwrap(display.handler)
        handler.expect(200 << 20)
        handler.advance(100 << 20)
        XCTAssertEqual(buffer.text, "\r\u{1B}[Kvalidating 50% (100 of 200 MiB)")
        display.finish()
        XCTAssertTrue(buffer.text.hasSuffix("\r\u{1B}[K"))
        // Short work (under the delay) prints nothing; past it, the line shows.
        let quiet = ProgressBuffer()
        let clock = ManualClock()
        let slow = ProgressDisplay(io: io(terminal: true, into: quiet), label: "packing", clock: clock.now)
        slow.handler?.expect(10 << 20)
        clock.advance(by: 0.4)
        slow.handler?.advance(1 << 20)
        XCTAssertEqual(quiet.text, "", "under half a second")
        clock.advance(by: 0.2)
        slow.handler?.advance(1 << 20)
        let first = "\r\u{1B}[Kpacking 20% (2 of 10 MiB)"
        XCTAssertEqual(quiet.text, first)
        clock.advance(by: 0.05)
        slow.handler?.advance(1 << 20)
        XCTAssertEqual(quiet.text, first, "at most ten redraws a second")
        clock.advance(by: 0.1)
        slow.handler?.advance(1 << 20)
        XCTAssertEqual(quiet.text, first + "\r\u{1B}[Kpacking 40% (4 of 10 MiB)")
        slow.finish()
    }
}

final class ProgressBuffer: @unchecked Sendable {
    var text = ""
}

/// The allocator settings `idv-res` makes at start (AllocatorTuning) are taken by glibc.
final class AllocatorTuningTests: XCTestCase {
    func testGlibcTakesTheHeapSettings() throws {
        #if canImport(Glibc)
            // Under `make sanitize` the sanitizer's allocator answers mallopt, not glibc's.
            let runtimes: [String] = ["__asan_init", "__tsan_init"]
            let sanitizers = runtimes.filter {
                dlsym(UnsafeMutableRawPointer(bitPattern: 0), $0) != nil
            }
            if !sanitizers.isEmpty { throw XCTSkip("\(sanitizers[0]) is loaded: the allocator is the sanitizer's") }
            XCTAssertTrue(AllocatorTuning.apply())
        #else
            throw XCTSkip("not glibc: the allocator is left as it is")
        #endif
    }
}
