import Diagnostics
import Foundation
import Localization
import ResourceBundle
import RuleCatalog
import TestPrerequisites
import XCTest

/// The views and translations checks on the two real vendor zips: every real defect found,
/// no error that is not one.
final class ViewsCorpusTests: XCTestCase {
    static let corpus = corpusLocation.appendingPathComponent("zips")

    func zip(_ name: String) throws -> String {
        let path = Self.corpus.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else {
            throw Prerequisite.missing("../shared/corpus is absent: \(path)")
        }
        return path
    }

    /// Findings of the views and translations rules only (document models are another issue's).
    func findings(_ path: String) -> [Diagnostic] {
        let ids = Set(RuleRegistry.rules(in: "views", "translations").map(\.id))
        return BundleValidator.validate(path).diagnostics.filter { ids.contains($0.ruleID) }
    }

    func testSelphIDReportsTheElevenSpanishOnlyTokensInEachOtherLanguage() throws {
        let found = findings(try zip("selphid-resources-real.zip"))
        let missing = found.filter { $0.ruleID == "translations.missing-token" }
        let spanishOnly = [
            "CaptureInfoBack_alt", "CaptureInfoFront_alt", "CaptureTipBack_alt", "CaptureTipFront_alt",
            "Tutorial1Video",
            "Tutorial1_PPVideo", "Tutorial2Video", "Tutorial2_PPVideo", "Tutorial3Video", "Tutorial3_PPVideo",
            "buttonExitTutorial_alt",
        ]
        for file in ["strings/strings.xml", "strings/strings.pt.xml"] {
            let inFile = missing.filter { $0.location.file == file }
            XCTAssertEqual(
                Set(inFile.compactMap { $0.message.split(separator: "'").dropFirst().first.map(String.init) }),
                Set(spanishOnly), file)
            XCTAssertEqual(inFile.count, 11)
            XCTAssertEqual(inFile.first?.location.line, 2, "on the <translations> element")
        }
        XCTAssertEqual(missing.count, 22)
    }

    func testSelphIDBackgroundImageBucketCoverageAndNoFalseError() throws {
        let found = findings(try zip("selphid-resources-real.zip"))
        XCTAssertEqual(
            found.filter { $0.severity == .error }.map(\.message), [],
            "no views/translations error on the real SelphID zip")
        let coverage = found.filter { $0.ruleID == "views.density-coverage" }
        XCTAssertEqual(coverage.count, 1)
        XCTAssertEqual(coverage.first?.location.file, "widget.xml")
        XCTAssertEqual(coverage.first?.location.line, 613)
        XCTAssertTrue(
            coverage.first?.message.contains("'background.png' is only in 163dpi, not in 326dpi, 489dpi") ?? false)
        // The empty Spanish screen-reader texts.
        XCTAssertEqual(found.filter { $0.ruleID == "translations.empty-value" }.map(\.location.line), [15, 25])
        XCTAssertEqual(
            found.filter { $0.ruleID.hasPrefix("views.unknown") }.count, 0,
            "the vocabulary knows every real element and attribute")
    }

    func testSelphiMissingVideoDuplicateTokenAndPortugueseGap() throws {
        let found = findings(try zip("selphi-resources-real.zip"))
        let errors = found.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.ruleID).sorted(), ["translations.duplicate-token", "views.missing-resource"])
        let video = try XCTUnwrap(errors.first { $0.ruleID == "views.missing-resource" })
        XCTAssertEqual(video.location.description, "\(try zip("selphi-resources-real.zip"))/widget.xml:247:35")
        XCTAssertTrue(video.message.contains("'checkExitoSobreGris.mp4'"))
        let duplicate = try XCTUnwrap(errors.first { $0.ruleID == "translations.duplicate-token" })
        XCTAssertEqual(duplicate.location.file, "strings/strings.pt.xml")
        XCTAssertEqual(duplicate.location.line, 40)
        let missing = found.filter { $0.ruleID == "translations.missing-token" }
        XCTAssertEqual(missing.map(\.location.file), ["strings/strings.pt.xml"])
        XCTAssertTrue(missing[0].message.contains("liveness_move_stabilizing_no_face_low_face_quality"))
        // The liveness arrows exist only in 326dpi: one warning per direction, not per frame.
        XCTAssertEqual(found.filter { $0.ruleID == "views.density-coverage" }.map(\.location.line), [99, 101])
        XCTAssertEqual(found.filter { $0.ruleID == "views.missing-frame" }.count, 0, "every frame 00..35 exists")
    }

    func testCoverageTableOfSelphID() throws {
        let reader = try InputOpener.open(try zip("selphid-resources-real.zip"), looseFiles: .refused).reader()
        let context = BundleContext(reader: reader, options: ValidationOptions())
        let coverage = TranslationCoverage(context.translationFiles())
        XCTAssertEqual(coverage.keys.count, 55)
        XCTAssertEqual(coverage.languages.map(\.source.label), ["default", "es", "pt"])
        XCTAssertEqual(coverage.languages.map(\.translated), [44, 53, 44])
        XCTAssertEqual(coverage.languages.map(\.missing.count), [11, 0, 11])
        XCTAssertEqual(coverage.languages.map(\.extra.count), [0, 11, 0])
        XCTAssertEqual(coverage.languages[1].empty, ["CaptureTipFront_alt", "CaptureTipBack_alt"])
        XCTAssertEqual(coverage.languages[0].percent, 80, accuracy: 0.01)
        XCTAssertFalse(coverage.isComplete)
    }
}
