import Diagnostics
import Foundation
import RuleCatalog
import TestPrerequisites
import XCTest

/// Issue #30 ("everyday use without surprises"), cases 2, 4 (SARIF), 6 and 11; case 1 is
/// OutputOverwriteTests, case 5 DiagnosticsTests/BaselineInputsTests.
final class EverydayUseTests: XCTestCase {
    private func realSelphID() throws -> String {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the real SelphID zip is needed")
        }
        return corpus.appendingPathComponent("zips/selphid-resources-real.zip").path
    }

    /// Case 2: `sr2` beside `src` on <rejectIfNotValid2> is `src2` (`src` is already there), and
    /// the diff applies with `patch -p1` in the unpacked folder (case 11: no `a/x.zip/` paths).
    func testFixDryRunFixesTheReadmeTypoOnTheRealSelphIDZipAndItsDiffApplies() throws {
        let zip = try realSelphID()
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = runCLI(["validate", "--fix", "--dry-run", zip])
        XCTAssertEqual(result.status, 0, "a dry run that shows its changes succeeds")
        XCTAssertTrue(
            result.out.contains(
                "-          <rejectIfNotValid2 reason=\"DocumentNotExpected\" src=\"ml0_found0\" sr2=\"ml0_found17\"/>\n"
                    + "+          <rejectIfNotValid2 reason=\"DocumentNotExpected\" src=\"ml0_found0\" src2=\"ml0_found17\"/>\n"
            ),
            result.out)
        XCTAssertTrue(result.out.hasPrefix("--- a/documents/"), result.out)
        XCTAssertFalse(result.out.contains(".zip/"), "paths are inside the bundle")
        XCTAssertTrue(
            result.err.contains(
                "\(zip) is a zip, never changed in place: idv-res validate --fix \(zip) -o FIXED.zip writes the fixed copy; "
                    + "or apply the diff to its files: idv-res unpack \(zip) -o selphid-resources-real && patch -p1 -d "
                    + "selphid-resources-real < FIXES.diff"), result.err)
        XCTAssertTrue(result.err.hasSuffix("would fix 4 findings (--dry-run: nothing changed)\n"), result.err)

        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else {
            throw Prerequisite.missing("patch(1) is not installed: the diff was not applied")
        }
        let folder = root.appendingPathComponent("unpacked").path
        XCTAssertEqual(runCLI(["unpack", zip, "-o", folder]).status, 0)
        let patch = try runProcess("/usr/bin/patch", ["-p1", "-s", "-d", folder], input: Data(result.out.utf8))
        XCTAssertEqual(patch.status, 0, patch.out + patch.err)
        let after = runCLI(["validate", folder, "--format", "json"])
        XCTAssertFalse(after.out.contains("'sr2'"), "the typo is gone once the diff is applied")
        XCTAssertEqual(runCLI(["validate", "--fix", "--dry-run", folder]).err, "nothing to fix\n")
    }

    /// Case 11: one exit-code rule for every --dry-run: 0 when it shows what it would do.
    func testEveryDryRunExitsZeroWithChangesToShow() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let typos = root.appendingPathComponent("typos").path
        try FileManager.default.copyItem(
            atPath: samplesDirectory.appendingPathComponent("bundles/typos").path, toPath: typos)
        let fix = runCLI(["validate", "--fix", "--dry-run", typos])
        XCTAssertEqual(fix.status, 0, fix.err)
        XCTAssertTrue(fix.err.contains("would fix 3 findings"), fix.err)

        let bundle = root.appendingPathComponent("bundle").path
        try FileManager.default.copyItem(
            atPath: samplesDirectory.appendingPathComponent("bundles/good").path, toPath: bundle)
        let xliff = root.appendingPathComponent("es.xliff").path
        XCTAssertEqual(runCLI(["strings", bundle, "--export", "xliff", "--lang", "es", "-o", xliff]).status, 0)
        var text = try String(contentsOfFile: xliff, encoding: .utf8)
        let target = try XCTUnwrap(text.range(of: "<target"))
        let close = try XCTUnwrap(text.range(of: "</target>", range: target.upperBound..<text.endIndex))
        let start = try XCTUnwrap(text.range(of: ">", range: target.upperBound..<close.lowerBound))
        text.replaceSubrange(start.upperBound..<close.lowerBound, with: "Texto nuevo")
        try Data(text.utf8).write(to: URL(fileURLWithPath: xliff))
        let dry = runCLI(["strings", bundle, "--import", xliff, "--dry-run"])
        XCTAssertEqual(dry.status, 0, dry.out + dry.err)
        XCTAssertTrue((dry.out + dry.err).contains("would update"), dry.out + dry.err)
    }

    /// Case 4: every helpUri is built from ProjectLinks (one place), never ORG; the
    /// configuration moves it; every anchor exists in docs/rules.md.
    func testSARIFHelpLinksComeFromOnePlaceAndNameAnchorsOfRulesMD() throws {
        XCTAssertFalse(ProjectLinks.repositoryURL.contains("ORG"))
        let rulesMD = try String(contentsOf: packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let typos = samplesDirectory.appendingPathComponent("bundles/typos").path
        let sarif = runCLI(["validate", typos, "--format", "sarif"])
        let rules = try XCTUnwrap(
            JSONParser().parse(sarif.out)["runs"]?.array?.first?["tool"]?["driver"]?["rules"]?.array)
        XCTAssertFalse(rules.isEmpty)
        for rule in rules {
            let uri = try XCTUnwrap(rule["helpUri"]?.string)
            XCTAssertTrue(uri.hasPrefix(ProjectLinks.repositoryURL + "/blob/main/docs/rules.md#"), uri)
            let anchor = String(uri.drop { $0 != "#" }.dropFirst())
            XCTAssertTrue(rulesMD.contains("<a id=\"\(anchor)\"></a>"), anchor)
        }

        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("idv-res.json").path
        try Data(#"{"rulesDocumentationURL": "https://git.example.com/team/idv-res/blob/main/docs/rules.md"}"#.utf8)
            .write(to: URL(fileURLWithPath: config))
        let moved = runCLI(["validate", typos, "--format", "sarif", "--config", config])
        XCTAssertTrue(
            moved.out.contains("\"helpUri\": \"https://git.example.com/team/idv-res/blob/main/docs/rules.md#"),
            moved.out)
        XCTAssertFalse(moved.out.contains(ProjectLinks.repositoryURL))
        try Data(#"{"rulesDocumentationURL": "docs/rules.md#x"}"#.utf8).write(to: URL(fileURLWithPath: config))
        let bad = runCLI(["validate", typos, "--config", config])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("\"rulesDocumentationURL\" must be an http(s) URL"), bad.err)
    }

    /// Case 6: `vlaue` on <video> (two letters swapped) gets its did-you-mean, and the video
    /// that names no file is an error (views.missing-value), so CI fails.
    func testTransposedLettersGetADidYouMeanAndAVideoWithoutValueFails() throws {
        XCTAssertEqual(Suggestions.editDistance("vlaue", "value"), 1)
        XCTAssertEqual(Suggestions.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestions.closest(to: "vlaue", in: ["id", "value", "mode"]), "value")
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        try FileManager.default.copyItem(at: samplesDirectory.appendingPathComponent("bundles/good"), to: bundle)
        let widget = bundle.appendingPathComponent("widget.xml")
        var text = try String(contentsOf: widget, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "</view>", with: "<video id=\"tip_video\" vlaue=\"tip.mp4\"/>\n</view>", options: [],
            range: text.range(of: "</view>"))
        try Data(text.utf8).write(to: widget)
        let result = runCLI(["validate", bundle.path])
        XCTAssertEqual(result.status, 1, result.out)
        XCTAssertTrue(result.out.contains("unknown attribute 'vlaue' on <video>; did you mean 'value'?"), result.out)
        XCTAssertTrue(
            result.out.contains(
                "error: <video id='tip_video'> has no value ('vlaue' is not 'value'): it names no file, so it shows nothing [views.missing-value]"
            ), result.out)
        let dry = runCLI(["validate", "--fix", "--dry-run", bundle.path])
        XCTAssertTrue(dry.out.contains("<video id=\"tip_video\" value=\"tip.mp4\"/>\n"), dry.out)
    }

    /// Case 6: a hook checking only the folder said `164 entries stale` for the zip recorded beside it,
    /// and a rewrite of the baseline dropped the zip's entries.
    func testStaleCountsAndRewritesKeepToTheInputsOfThisRun() throws {
        let zip = try realSelphID()
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("bundle").path
        XCTAssertEqual(runCLI(["unpack", zip, "-o", folder]).status, 0)
        let baseline = root.appendingPathComponent("baseline.json").path
        let both = runCLI(["validate", "--write-baseline", baseline, zip, folder])
        XCTAssertEqual(both.status, 0, both.err)
        XCTAssertEqual(both.err, "wrote 328 findings to the baseline \(baseline)\n")
        let hook = runCLI(["validate", "--baseline", baseline, folder])
        XCTAssertTrue(
            hook.out.hasSuffix("no problems found in 1 input; the baseline absorbed 164 findings, 0 entries stale\n"),
            hook.out)
        let rewrite = runCLI(["validate", "--write-baseline", baseline, folder])
        XCTAssertEqual(
            rewrite.err,
            "wrote 164 findings to the baseline \(baseline) (kept 164 entries of inputs not checked in this run)\n")
        let zipAgain = runCLI(["validate", "--baseline", baseline, zip])
        XCTAssertTrue(zipAgain.out.hasSuffix("absorbed 164 findings, 0 entries stale\n"), zipAgain.out)
    }

    /// Case 11: --overwrite replaces, --force packs despite errors; unpack's old --force is a
    /// deprecated alias (OutputOverwriteTests runs it).
    func testOverwriteAndForceMeanOneThingEach() throws {
        for command in ["pack", "unpack"] {
            let help = runCLI([command, "--help"]).out
            XCTAssertTrue(help.contains("--overwrite"), command)
        }
        XCTAssertTrue(runCLI(["pack", "--help"]).out.contains("Pack even when validation finds errors."))
        XCTAssertTrue(runCLI(["unpack", "--help"]).out.contains("Deprecated: the old name of --overwrite"))
    }

    /// Case 11: README said the same sentence twice; docs/output-formats.md had two colour bullets.
    func testTheReadmeAndOutputFormatsSayThingsOnce() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertEqual(readme.components(separatedBy: "names the closest valid one").count, 2)
        let formats = try String(
            contentsOf: packageRoot.appendingPathComponent("docs/output-formats.md"), encoding: .utf8)
        XCTAssertEqual(formats.components(separatedBy: "- Colour (severity, path, rule)").count, 2)
    }

    /// Case 11: the man page's descriptions are filled by man(1), not kept as one long line:
    /// only lines indented by two spaces (examples, tables) are in no-fill blocks.
    func testTheManPageFillsItsDescriptions() throws {
        let page = runCLI(["man"]).out
        var literal = false
        let commands = try XCTUnwrap(
            page.components(separatedBy: ".SH COMMANDS\n").last?.components(separatedBy: ".SH \"EXIT STATUS\"").first)
        for line in commands.split(separator: "\n") {
            if line == ".nf" {
                literal = true
            } else if line == ".fi" {
                literal = false
            } else if literal {
                XCTAssertTrue(line.hasPrefix("\\&  ") || line.count <= 82, "not filled: \(line)")
            }
        }
        guard which("man") != nil, which("groff") != nil else {
            throw Prerequisite.missing("man or groff is missing: the page was not formatted")
        }
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("idv-res.1")
        try Data(page.utf8).write(to: file)
        let shown = try runProcess(
            "/bin/sh", ["-c", "MANWIDTH=80 man -l \(file.path) 2>/dev/null | col -bx"],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        // The exit status table after the commands is a table, kept as written.
        let described = shown.out.components(separatedBy: "EXIT STATUS").first ?? ""
        let long: [String] = described.components(separatedBy: "\n").filter { $0.count > 80 }
        XCTAssertTrue(long.allSatisfy { $0.hasPrefix("         ") }, long.joined(separator: "\n"))
    }
}
