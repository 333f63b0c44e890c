import Diagnostics
import Foundation
import TestPrerequisites
import XCTest

/// The translator's checks (`translations.untranslated`, `placeholder-mismatch`,
/// `whitespace-mismatch`, `swapped-text`) on Samples/translators and on the real zips.
final class TranslatorChecksTests: XCTestCase {
    static let rules: Set<String> = [
        "translations.untranslated", "translations.placeholder-mismatch", "translations.whitespace-mismatch",
        "translations.swapped-text",
    ]
    let sample = samplesDirectory.appendingPathComponent("translators").path
    var bundle: String { (sample as NSString).appendingPathComponent("bundle") }

    /// `rule path:line:col` of the translator rules in a JSON report.
    private func findings(_ result: CLIResult) throws -> [String] {
        let document = try XCTUnwrap(try? JSONParser().parse(result.out), result.err)
        return (document["diagnostics"]?.array ?? []).compactMap { diagnostic in
            guard let rule = diagnostic["rule"]?.string, Self.rules.contains(rule) else { return nil }
            let location = diagnostic["location"]
            let path = (location?["path"]?.string ?? "").components(separatedBy: "bundle/").last ?? ""
            return "\(rule) \(path):\(Int(location?["line"]?.number ?? 0)):\(Int(location?["column"]?.number ?? 0))"
        }.sorted()
    }

    func testSampleSlipsAreReportedOnceEach() throws {
        // Run from the sample's folder: its .idv-res.json lists brand_* as the same on purpose.
        let result = runCLI(["validate", bundle, "--format", "json"], currentDirectory: sample)
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(
            try findings(result),
            [
                "translations.placeholder-mismatch strings/strings.es.xml:7:12",
                "translations.swapped-text strings/strings.es.xml:9:12",
                "translations.untranslated strings/strings.pt.xml:6:12",
                "translations.whitespace-mismatch strings/strings.pt.xml:5:12",
            ])
        // Without the configuration, the brand name is reported too; "Tutorial" (one word) never.
        let bare = runCLI(["validate", bundle, "--format", "json"])
        XCTAssertEqual(
            try findings(bare).filter { $0.hasPrefix("translations.untranslated") },
            [
                "translations.untranslated strings/strings.es.xml:3:12",
                "translations.untranslated strings/strings.pt.xml:3:12",
                "translations.untranslated strings/strings.pt.xml:6:12",
            ])
    }

    func testTextMessagesNameTheTokenAndBothTexts() {
        let result = runCLI(["validate", bundle], currentDirectory: sample)
        XCTAssertTrue(
            result.out.contains(
                "translators/bundle/strings/strings.es.xml:9:12: warning: 'liveness_move_tip_right' in strings/strings.es.xml is \"Turn your head\\nto the left\", the default text of 'liveness_move_tip_left', not its own (\"Turn your head\\nto the right\"): renamed in this language only? [translations.swapped-text]"
            ), result.out)
        XCTAssertTrue(
            result.out.contains(
                "translators/bundle/strings/strings.es.xml:7:12: warning: 'timer_text' in strings/strings.es.xml has no placeholders where the default text has '%1$d' [translations.placeholder-mismatch]"
            ), result.out)
    }

    /// Checked by hand on all 12 real zips: none of these rules fires (the only texts equal
    /// to the default, "Tutorial", are one word); any finding here would be noise.
    func testRealZipsRaiseNoTranslatorWarnings() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("no corpus beside the package (../shared/corpus)")
        }
        let zips = [corpus.appendingPathComponent("zips"), corpus.appendingPathComponent("zips/history")].flatMap {
            folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".zip") }
                .map { folder.appendingPathComponent($0).path }
        }
        XCTAssertEqual(zips.count, 12)
        for zip in zips {
            let result = runCLI(["validate", zip, "--format", "json"])
            XCTAssertEqual(try findings(result), [], zip)
        }
    }
}
