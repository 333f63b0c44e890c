import Foundation
import TestPrerequisites
import XCTest

/// `validate --fix` on copies of Samples/bundles/typos (Samples/bundles/good with an attribute
/// typo in a document model, one in widget.xml, and a token typo) and on a real corpus zip.
final class FixCLITests: XCTestCase {
    let typos = samplesDirectory.appendingPathComponent("bundles/typos")
    let good = samplesDirectory.appendingPathComponent("bundles/good")
    let edited = ["documents/DocumentPP_Sample.xml", "widget.xml"]

    func files(under root: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])!
        return enumerator.compactMap { ($0 as? URL) }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
        .map { String($0.path.dropFirst(root.path.count + 1)) }.sorted()
    }

    func testFixGivesACleanBundleAndChangesOnlyTheFixedAttributes() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        try FileManager.default.copyItem(at: typos, to: bundle)
        try Data([0, 0, 0, 1]).write(to: bundle.appendingPathComponent("resources/.DS_Store"))
        XCTAssertEqual(runCLI(["validate", "--strict", bundle.path]).status, 1)

        let fix = runCLI(["validate", "--fix", "--strict", bundle.path])
        XCTAssertEqual(fix.status, 0, fix.out + fix.err)
        XCTAssertEqual(fix.out, "no problems found in 1 input\n")
        XCTAssertEqual(
            fix.err,
            """
            fixed \(bundle.path)/resources/.DS_Store: deleted [zip.junk]
            fixed \(bundle.path)/documents/DocumentPP_Sample.xml:12:66: 'regx' -> 'regex' [models.unknown-attribute]
            fixed \(bundle.path)/widget.xml:24:9: 'font_sise' -> 'font_size' [views.unknown-attribute]
            fixed \(bundle.path)/widget.xml:35:9: 'FinishTitel' -> 'FinishTitle' [views.undefined-token]
            fixed 4 findings

            """)
        // The typos sample is the good one with typos: fixed, every byte is the good one's.
        XCTAssertEqual(files(under: bundle), files(under: good))
        for path in files(under: good) {
            XCTAssertEqual(
                try Data(contentsOf: bundle.appendingPathComponent(path)),
                try Data(contentsOf: good.appendingPathComponent(path)), path)
        }
        let again = runCLI(["validate", "--fix", bundle.path])
        XCTAssertEqual(again.err, "fixed 0 findings\n")
    }

    func testDryRunPrintsAUnifiedDiffAndChangesNothing() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        try FileManager.default.copyItem(at: typos, to: bundle)
        let result = runCLI(["validate", "--fix", "--dry-run", bundle.path])
        // Every --dry-run exits 0 when it can show what it would do (README, "Dry runs").
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.err,
            "to apply the diff to \(bundle.path): patch -p1 -d \(bundle.path) < FIXES.diff "
                + "(or idv-res validate --fix \(bundle.path))\nwould fix 3 findings (--dry-run: nothing changed)\n")
        // Paths inside the bundle: the diff applies in the bundle folder, wherever it is.
        XCTAssertTrue(
            result.out.hasPrefix(
                """
                --- a/documents/DocumentPP_Sample.xml
                +++ b/documents/DocumentPP_Sample.xml
                @@ -9,7 +9,7 @@

                """), result.out)
        XCTAssertTrue(result.out.contains("-        text=\"FinishTitel\"\n+        text=\"FinishTitle\"\n"), result.out)
        for path in edited {
            XCTAssertEqual(
                try Data(contentsOf: bundle.appendingPathComponent(path)),
                try Data(contentsOf: typos.appendingPathComponent(path)))
        }
        // The diff applies with patch(1) and gives the good sample.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { return }
        let patch = try runProcess("/usr/bin/patch", ["-p1", "-s", "-d", bundle.path], input: Data(result.out.utf8))
        XCTAssertEqual(patch.status, 0, patch.out + patch.err)
        for path in edited {
            XCTAssertEqual(
                try Data(contentsOf: bundle.appendingPathComponent(path)),
                try Data(contentsOf: good.appendingPathComponent(path)))
        }
    }

    /// Issue #44: `--fix --dry-run` ignored `--baseline`. --fix (dry or not) fixes what the
    /// report would show: a finding the baseline absorbs is left as it is.
    func testFixLeavesWhatTheBaselineAbsorbs() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = root.appendingPathComponent("bundle")
        try FileManager.default.copyItem(at: typos, to: bundle)
        let baseline = root.appendingPathComponent("baseline.json").path
        XCTAssertEqual(runCLI(["validate", bundle.path, "--write-baseline", baseline]).status, 0)

        let dry = runCLI(["validate", "--fix", "--dry-run", bundle.path, "--baseline", baseline])
        XCTAssertEqual(dry.status, 0, dry.err)
        XCTAssertEqual(dry.out, "")
        XCTAssertEqual(dry.err, "nothing to fix\n")
        let fix = runCLI(["validate", "--fix", bundle.path, "--baseline", baseline])
        XCTAssertEqual(fix.status, 0, fix.err)
        XCTAssertTrue(fix.err.hasPrefix("fixed 0 findings\n"), fix.err)
        for path in edited {
            XCTAssertEqual(
                try Data(contentsOf: bundle.appendingPathComponent(path)),
                try Data(contentsOf: typos.appendingPathComponent(path)), path)
        }
        // Without the baseline, the same run has the three fixes to show.
        let all = runCLI(["validate", "--fix", "--dry-run", bundle.path])
        XCTAssertTrue(all.err.hasSuffix("would fix 3 findings (--dry-run: nothing changed)\n"), all.err)
    }

    func testAZipIsFixedIntoANewZipOnly() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let zip = root.appendingPathComponent("typos.zip").path
        XCTAssertEqual(runCLI(["pack", typos.path, "-o", zip, "--force"]).status, 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: zip))
        let inPlace = runCLI(["validate", "--fix", zip])
        XCTAssertEqual(inPlace.status, 2)
        XCTAssertTrue(
            inPlace.err.hasPrefix("error: \(zip) is a zip, never changed in place: give -o FIXED.zip"), inPlace.err)

        let fixed = root.appendingPathComponent("fixed.zip").path
        let result = runCLI(["validate", "--fix", "-o", fixed, "--strict", zip])
        XCTAssertEqual(result.status, 0, result.out + result.err)
        XCTAssertEqual(result.out, "no problems found in 1 input\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: zip)), before, "the input zip is never changed")
        let exists = runCLI(["validate", "--fix", "-o", fixed, zip])
        XCTAssertEqual(exists.status, 2, "an existing -o is never replaced")
        XCTAssertEqual(runCLI(["validate", "--dry-run", zip]).status, 2, "--dry-run goes with --fix")
    }

    func testFixOnARealZipWithJunkWritesACopyWithoutItAndEverythingElseAsItWas() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: --fix on a real zip skipped")
        }
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let zip = corpus.appendingPathComponent("zips/history/and-6257b486c45d.zip").path
        guard FileManager.default.fileExists(atPath: zip) else { throw Prerequisite.missing("\(zip) is absent") }
        let before = runCLI(["validate", zip, "--statistics"]).out.split(separator: "\n").dropLast()
        let junk = before.first { $0.contains(" zip.junk ") }.map { Int($0.split(separator: " ")[0])! } ?? 0
        XCTAssertGreaterThan(junk, 0, "the zip holds junk")

        let fixed = root.appendingPathComponent("fixed.zip").path
        let result = runCLI(["validate", "--fix", "-o", fixed, zip, "--statistics"])
        XCTAssertEqual(
            result.err.split(separator: "\n").filter { $0.hasSuffix(": deleted [zip.junk]") }.count, junk, result.err)
        // 'str' beside 'dst' on <matchIfValid> can only be 'src' (a name already on the element
        // is no candidate); 'src2' on <rejectIfNotValid> asks for another element: not touched.
        let renames = result.err.split(separator: "\n").filter { $0.contains(" -> ") }
        XCTAssertEqual(
            renames.map { $0.split(separator: ":").dropFirst().joined(separator: ":") },
            [
                "7077:35: 'str' -> 'src' [models.unknown-attribute]",
                "7334:35: 'str' -> 'src' [models.unknown-attribute]",
            ], result.err)
        XCTAssertTrue(result.err.hasSuffix("fixed \(junk + 2) findings\n"), result.err)
        let after = result.out.split(separator: "\n").dropLast()
        let expected = before.filter { !$0.contains(" zip.junk ") }.map {
            $0.contains(" models.unknown-attribute ") ? "  1  models.unknown-attribute     error" : String($0)
        }
        XCTAssertEqual(
            Array(after).map(String.init).sorted(), expected.sorted(), "only the junk and the two typos are gone")
    }

    func testExplainSaysWhetherARuleIsFixable() {
        XCTAssertTrue(
            runCLI(["explain", "models.unknown-attribute"]).out.contains(
                "\nFixable: `validate --fix` renames the attribute"))
        XCTAssertTrue(runCLI(["explain", "xml.malformed"]).out.contains("\nNot fixable automatically.\n"))
    }
}
