import Diagnostics
import Foundation
import TestPrerequisites
import TestSupport
import XCTest

/// `idv-res diff`: exit statuses, the three formats, and `--textconv` as git's driver.
final class DiffCLITests: XCTestCase {
    static func strings(_ tokens: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations>\n\(tokens)</translations>\n"
    }

    static let widget = """
        <?xml version="1.0" encoding="UTF-8"?>
        <facephi-widget-conf version="1.3">
            <view id="Start">
                <button id="next" background="#FFFFFF" content="Title"/>
            </view>
        </facephi-widget-conf>

        """

    /// A small bundle zip: one text, one view, one image in two densities.
    static func bundle(title: String, background: String = "#FFFFFF", logo: [UInt8] = png(2, 2)) -> [ArchiveEntryRecipe]
    {
        [
            ArchiveEntryRecipe("widget.xml", widget.replacingOccurrences(of: "#FFFFFF", with: background)),
            ArchiveEntryRecipe("strings/strings.xml", strings("    <token id=\"Title\">\(title)</token>\n")),
            ArchiveEntryRecipe("resources/163dpi/logo.png", bytes: png(2, 2)),
            ArchiveEntryRecipe("resources/326dpi/logo.png", bytes: logo),
        ]
    }

    /// The first 29 bytes of a PNG of `width` x `height` (signature and IHDR).
    static func png(_ width: UInt8, _ height: UInt8) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0]
    }

    func write(_ entries: [ArchiveEntryRecipe], _ name: String, in root: URL) throws -> String {
        let path = root.appendingPathComponent(name).path
        try RecipeZipWriter.write(entries, to: path)
        return path
    }

    func testExitStatusesAndTheTextListing() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = try write(Self.bundle(title: "Hello"), "old.zip", in: root)
        let new = try write(
            Self.bundle(title: "Welcome\u{9B}2J", background: "#000000", logo: Self.png(4, 4)), "new.zip", in: root)

        let same = runCLI(["diff", old, old])
        XCTAssertEqual(same.status, 0, same.err)
        XCTAssertEqual(same.out, "")

        let differ = runCLI(["diff", old, new])
        XCTAssertEqual(differ.status, 1, differ.err)
        XCTAssertTrue(differ.out.contains("~ Title: \"Hello\" -> \"Welcome\\u{9B}2J\" (line 3 -> 3)"), differ.out)
        XCTAssertTrue(differ.out.contains("background: \"#FFFFFF\" -> \"#000000\" (line 4 -> 4)"), differ.out)
        XCTAssertTrue(differ.out.contains("~ logo.png: 29 -> 29 bytes"), differ.out)
        XCTAssertTrue(differ.out.contains("2x2 px -> 4x4 px"), differ.out)
        XCTAssertTrue(differ.out.contains("! logo.png changed in 326dpi only (unchanged in 163dpi)"), differ.out)
        XCTAssertFalse(differ.out.contains("\u{9B}"), "a bundle's text cannot send terminal escapes")

        let missing = runCLI(["diff", old, root.appendingPathComponent("nope.zip").path])
        XCTAssertEqual(missing.status, 3)
        XCTAssertTrue(missing.err.contains("nope.zip"), missing.err)

        XCTAssertEqual(runCLI(["diff", old]).status, 2)
        XCTAssertEqual(runCLI(["diff", old, new, "--textconv"]).status, 2)
    }

    /// A damaged zip (a CRC that does not match, an encrypted entry) cannot be compared: exit 3,
    /// one error naming it, nothing on standard output; upgrade writes nothing.
    func testADamagedZipIsUnreadableAndNothingIsPrinted() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let good = try write(Self.bundle(title: "Hello"), "good.zip", in: root)
        for damage in [ArchiveEntryRecipe.Damage.crc, .encrypted] {
            var entries = Self.bundle(title: "Hello")
            entries[1].damage = [damage]
            let bad = try write(entries, "bad.zip", in: root)
            let diff = runCLI(["diff", good, bad])
            XCTAssertEqual(diff.status, 3, "\(damage): \(diff.err)")
            XCTAssertEqual(diff.out, "", "\(damage)")
            XCTAssertTrue(diff.err.contains("bad.zip"), diff.err)
            let out = root.appendingPathComponent("out.zip").path
            let upgrade = runCLI(["upgrade", bad, "--from", good, "--to", good, "-o", out])
            XCTAssertEqual(upgrade.status, 3, "\(damage): \(upgrade.err)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        }
    }

    func testJSONAndMarkdown() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = try write(Self.bundle(title: "Hello"), "old.zip", in: root)
        let new = try write(Self.bundle(title: "&lt;b&gt;@team&lt;/b&gt;"), "new.zip", in: root)

        let json = runCLI(["diff", old, new, "--format", "json"])
        XCTAssertEqual(json.status, 1)
        let document = try JSONParser().parse(json.out)
        XCTAssertEqual(document["equal"]?.bool, false)
        let token = try XCTUnwrap(document["texts"]?.array?.first?["tokens"]?.array?.first)
        XCTAssertEqual(token["id"]?.string, "Title")
        XCTAssertEqual(token["old"]?.string, "Hello")
        XCTAssertEqual(token["new"]?.string, "<b>@team</b>")

        let markdown = runCLI(["diff", old, new, "--format", "markdown"])
        XCTAssertEqual(markdown.status, 1)
        XCTAssertTrue(markdown.out.contains("### texts"), markdown.out)
        XCTAssertFalse(markdown.out.contains("<b>"), "markup from a bundle is escaped\n\(markdown.out)")
        XCTAssertFalse(markdown.out.contains("@team"), "no mention from a bundle\n\(markdown.out)")
    }

    /// A git repository in a fresh folder with idv-res as the textconv driver of `*.zip`
    /// (`.gitattributes` and `git config`); `run` runs git there and expects success.
    struct TextconvRepository {
        let root: URL
        let git: String
        let environment: [String: String]
        let identity = ["-c", "user.name=test", "-c", "user.email=test@example.com"]

        init() throws {
            guard let git = which("git") else {
                throw Prerequisite.missing("git is absent: the textconv driver is not tried")
            }
            self.git = git
            root = try makeTemporaryDirectory()
            environment = [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": root.path,
                "GIT_CONFIG_NOSYSTEM": "1",
            ]
            _ = try run(["init", "-q"])
            _ = try run(["config", "diff.idv-res.textconv", "\(try builtExecutable()) diff --textconv"])
            try Data("*.zip diff=idv-res\n".utf8).write(to: root.appendingPathComponent(".gitattributes"))
        }

        /// `git add -A` and `git commit -m message`.
        func commit(_ message: String) throws {
            _ = try run(["add", "-A"])
            _ = try run(identity + ["commit", "-q", "-m", message])
        }

        func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> ProcessResult {
            let result = try runProcess(git, arguments, in: root.path, environment: environment)
            XCTAssertEqual(result.status, 0, "git \(arguments): \(result.err)", file: file, line: line)
            return result
        }
    }

    func textconvRepository() throws -> TextconvRepository {
        let repository = try TextconvRepository()
        addTeardownBlock { try? FileManager.default.removeItem(at: repository.root) }
        return repository
    }

    /// `.gitattributes` `*.zip diff=idv-res` and the textconv driver: `git diff` of two commits
    /// of a zip shows the changed token line.
    func testGitDiffShowsTheChangedTokenLine() throws {
        let repository = try textconvRepository()
        let root = repository.root
        _ = try write(Self.bundle(title: "Hello"), "resources.zip", in: root)
        try repository.commit("one")
        _ = try write(Self.bundle(title: "Welcome"), "resources.zip", in: root)
        try repository.commit("two")
        let diff = try repository.run(["diff", "HEAD~1", "HEAD", "--", "resources.zip"])
        XCTAssertTrue(diff.out.contains("-    <token id=\"Title\">Hello</token>"), diff.out)
        XCTAssertTrue(diff.out.contains("+    <token id=\"Title\">Welcome</token>"), diff.out)
        XCTAssertFalse(diff.out.contains("Binary files"), diff.out)
    }

    /// git's textconv driver never fails (issue #40): one file that is no readable zip in the
    /// middle of a history (truncated, a Git LFS pointer, empty) is one line saying what it is,
    /// and `git log -p` goes on to show every commit.
    func testGitLogGoesOnPastAZipThatCannotBeRead() throws {
        let repository = try textconvRepository()
        let root = repository.root
        let zip = root.appendingPathComponent("resources.zip")
        let good = try Data(
            contentsOf: URL(fileURLWithPath: try write(Self.bundle(title: "Hello"), "resources.zip", in: root)))
        try repository.commit("hello")
        let pointer =
            "version https://git-lfs.github.com/spec/v1\noid sha256:\(String(repeating: "0f", count: 32))\nsize 1234\n"
        for (message, bytes) in [
            ("truncated", good.prefix(good.count - 30)), ("lfs", Data(pointer.utf8)), ("empty", Data()),
        ] {
            try bytes.write(to: zip)
            try repository.commit(message)
        }
        _ = try write(Self.bundle(title: "Welcome"), "resources.zip", in: root)
        try repository.commit("welcome")
        let log = try repository.run(["log", "-p", "--format=commit %s"])
        XCTAssertFalse(log.err.contains("fatal"), log.err)
        for message in ["welcome", "empty", "lfs", "truncated", "hello"] {
            XCTAssertTrue(log.out.contains("commit \(message)\n"), log.out)
        }
        XCTAssertTrue(log.out.contains("+    <token id=\"Title\">Welcome</token>"), log.out)
        XCTAssertTrue(log.out.contains("+    <token id=\"Title\">Hello</token>"), log.out)
        XCTAssertTrue(log.out.contains("+=== a damaged zip, \(good.count - 30) bytes, sha256 "), log.out)
        XCTAssertTrue(log.out.contains("cannot open the zip: the archive is truncated"), log.out)
        XCTAssertTrue(
            log.out.contains(
                "+=== a Git LFS pointer, not the zip (oid sha256:\(String(repeating: "0f", count: 32)), size 1234 bytes)"
            ),
            log.out)
        XCTAssertTrue(log.out.contains("+=== an empty file, not a zip ===\n"), log.out)
    }

    /// Each kind of file that is no readable zip: exit 0 and one line saying what it is.
    func testTextconvOfAFileThatIsNoZipIsOneLine() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let page = root.appendingPathComponent("page.zip")
        try Data("<html>Not Found</html>\n".utf8).write(to: page)
        let empty = root.appendingPathComponent("empty.zip")
        try Data().write(to: empty)
        let cases = [
            (page.path, "=== not a zip: 23 bytes, sha256 "), (empty.path, "=== an empty file, not a zip ===\n"),
            (root.appendingPathComponent("gone.zip").path, "=== cannot read: no such file or directory ===\n"),
        ]
        for (path, expected) in cases {
            let listing = runCLI(["diff", "--textconv", path])
            XCTAssertEqual(listing.status, 0, path)
            XCTAssertTrue(listing.out.hasPrefix(expected), listing.out)
            XCTAssertEqual(listing.out.filter { $0 == "\n" }.count, 1, listing.out)
            XCTAssertEqual(listing.err, "", path)
        }
    }

    /// `--format markdown` as GitHub renders it (CommonMark, markdown-it-py): every change is
    /// one list item whose text starts with its sign, never a list inside an empty item (`- + x`).
    func testMarkdownRendersEachSignAsText() throws {
        guard let corpus = corpusDirectory else { throw Prerequisite.missing("../shared/corpus is absent") }
        let old = corpus.appendingPathComponent("zips/history/and-34dbcf9994a4.zip").path
        let new = corpus.appendingPathComponent("zips/history/and-5ca3ad910a0b.zip").path
        let markdown = runCLI(["diff", old, new, "--format", "markdown"])
        XCTAssertEqual(markdown.status, 1, markdown.err)
        let script = """
            import json, sys
            from markdown_it import MarkdownIt
            md = MarkdownIt("commonmark").enable("strikethrough").enable("table")
            tokens = md.parse(sys.stdin.read())
            items, empty = [], 0
            for i, token in enumerate(tokens):
                if token.type == "list_item_open":
                    if tokens[i + 1].type != "paragraph_open":
                        empty += 1
                    else:
                        items.append(md.renderer.renderInline(tokens[i + 2].children, md.options, {}))
            print(json.dumps({"items": items, "empty": empty}))
            """
        let run = try PythonTools.run(script: script, input: Data(markdown.out.utf8), requiring: "markdown_it")
        XCTAssertEqual(run.status, 0, run.output)
        let rendered = try JSONParser().parse(run.output)
        XCTAssertEqual(rendered["empty"]?.number, 0, "an item holding only a list: a sign read as a bullet")
        let items = try XCTUnwrap(rendered["items"]?.array?.compactMap(\.string))
        XCTAssertTrue(items.contains("+ Version BR/PresetDl (new line 740)"), "\(items.prefix(40))")
        XCTAssertTrue(items.contains("~ Version ES/DLI-2013 (line 5 -&gt; 5):"), "\(items.prefix(40))")
        XCTAssertTrue(
            items.contains {
                $0.hasPrefix(
                    "- Back/ML/rejectIfNotValid reason=&quot;DocumentNotExpected&quot; src=&quot;ml0_found0&quot;")
            }, "\(items.prefix(40))")
        // Each added, removed and changed unit is an item that starts with its sign.
        for sign in ["+ ", "- ", "~ "] {
            XCTAssertGreaterThan(items.filter { $0.hasPrefix(sign) }.count, 10, sign)
        }
        XCTAssertFalse(items.contains { $0.contains("<s>") || $0.contains("<del>") }, "no strikethrough")
    }

    /// The second of two tokens with one id changed: a text change of that token, not
    /// "formatting only" (issue #40).
    func testATextChangedInADuplicateTokenIsListed() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let twice = { (second: String) in
            Self.strings("    <token id=\"Title\">Hello</token>\n    <token id=\"Title\">\(second)</token>\n")
        }
        var oldEntries = Self.bundle(title: "x")
        oldEntries[1] = ArchiveEntryRecipe("strings/strings.xml", twice("Hi"))
        var newEntries = Self.bundle(title: "x")
        newEntries[1] = ArchiveEntryRecipe("strings/strings.xml", twice("Welcome"))
        let old = try write(oldEntries, "old.zip", in: root)
        let new = try write(newEntries, "new.zip", in: root)
        let diff = runCLI(["diff", old, new])
        XCTAssertEqual(diff.status, 1)
        XCTAssertEqual(
            diff.out,
            "texts:\n  language default (strings/strings.xml):\n    ~ Title#2: \"Hi\" -> \"Welcome\" (line 4 -> 4)\n")
        let json = try JSONParser().parse(runCLI(["diff", old, new, "--format", "json"]).out)
        XCTAssertEqual(json["texts"]?.array?.first?["tokens"]?.array?.first?["occurrence"]?.number, 2)
        XCTAssertEqual(json["files"]?.array?.count, 0)
    }

    /// A short text file is shown line by line: `other/version.txt` holds the release's name.
    func testAShortTextFileIsALineDiff() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let version = { (name: String) in
            Self.bundle(title: "x") + [
                ArchiveEntryRecipe("other/version.txt", "fphi-selphid-widget-resources-\(name)\nCopyright\n")
            ]
        }
        let old = try write(version("selphid-1.0.0"), "old.zip", in: root)
        let new = try write(version("selphid-1.1.0"), "new.zip", in: root)
        let diff = runCLI(["diff", old, new])
        XCTAssertEqual(diff.status, 1)
        XCTAssertTrue(
            diff.out.hasSuffix(
                """
                :
                    - "fphi-selphid-widget-resources-selphid-1.0.0" (old line 1)
                    + "fphi-selphid-widget-resources-selphid-1.1.0" (new line 1)

                """), diff.out)
        XCTAssertTrue(diff.out.hasPrefix("files:\n  ~ other/version.txt: 54 -> 54 bytes, sha256 "), diff.out)
        let json = try JSONParser().parse(runCLI(["diff", old, new, "--format", "json"]).out)
        let lines = try XCTUnwrap(json["files"]?.array?.first?["lines"]?.array)
        XCTAssertEqual(lines.map { $0["change"]?.string ?? "" }, ["removed", "added"])
        XCTAssertEqual(lines.map { $0["line"]?.number ?? 0 }, [1, 1])
        // Added (the 2024-11 real step adds other/version.txt) or removed: its lines too.
        let none = try write(Self.bundle(title: "x"), "none.zip", in: root)
        let added = runCLI(["diff", none, new]).out
        XCTAssertTrue(
            added.hasSuffix(
                """
                :
                    + "fphi-selphid-widget-resources-selphid-1.1.0" (new line 1)
                    + "Copyright" (new line 2)

                """), added)
        XCTAssertTrue(runCLI(["diff", old, none]).out.contains("\n    - \"Copyright\" (old line 2)\n"))
        // A binary or long file keeps its sizes and hashes only.
        let long = String(repeating: "x", count: 5000)
        let big = try write(
            Self.bundle(title: "x") + [ArchiveEntryRecipe("other/version.txt", long)], "big.zip", in: root)
        XCTAssertFalse(runCLI(["diff", old, big]).out.contains("(old line"))
    }

    func testHelpSaysWhatTheExitStatusesMean() {
        let help = runCLI(["diff", "--help"]).out
        XCTAssertTrue(help.contains("\n  0  the bundles are equal (--textconv: always)\n"), help)
        XCTAssertTrue(help.contains("\n  1  they differ; or an input is no bundle"), help)
        XCTAssertFalse(help.contains("errors found"), help)
        let upgrade = runCLI(["upgrade", "--help"]).out
        XCTAssertTrue(upgrade.contains("\n  0  merged without conflicts, and OUT has no error NEW has not"), upgrade)
    }

    func testTextconvListsEveryEntryStably() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let zip = try write(Self.bundle(title: "Hello"), "a.zip", in: root)
        let listing = runCLI(["diff", "--textconv", zip])
        XCTAssertEqual(listing.status, 0, listing.err)
        XCTAssertTrue(listing.out.hasPrefix("=== resources/163dpi/logo.png: 29 bytes, sha256 "), listing.out)
        XCTAssertTrue(listing.out.contains(", 2x2 px ===\n"), listing.out)
        XCTAssertTrue(listing.out.contains("=== strings/strings.xml ===\n<?xml"), listing.out)
        XCTAssertEqual(runCLI(["diff", "--textconv", zip]).out, listing.out)
    }
}
