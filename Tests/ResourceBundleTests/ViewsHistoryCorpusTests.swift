import Diagnostics
import Foundation
import ResourceBundle
import RuleCatalog
import TestPrerequisites
import XCTest

/// The views and translations checks on all 12 real vendor zips (2024-2026, every widget
/// generation): no false finding, every real defect at its line and column. See
/// docs/real-corpus.md for why each finding is a defect.
final class ViewsHistoryCorpusTests: XCTestCase {
    static let corpus = ViewsCorpusTests.corpus

    /// The 12 zips, by file name (history/ ones included).
    func zips() throws -> [String: String] {
        let manager = FileManager.default
        guard manager.fileExists(atPath: Self.corpus.path) else {
            throw Prerequisite.missing("../shared/corpus is absent: \(Self.corpus.path)")
        }
        var found: [String: String] = [:]
        for directory in [Self.corpus, Self.corpus.appendingPathComponent("history")] {
            for name in (try? manager.contentsOfDirectory(atPath: directory.path)) ?? [] where name.hasSuffix(".zip") {
                found[name] = directory.appendingPathComponent(name).path
            }
        }
        guard found.count == 12 else { throw Prerequisite.missing("expected the 12 real zips, found \(found.count)") }
        return found
    }

    /// Each zip is validated once for all the tests (tests of one class run one at a time).
    nonisolated(unsafe) static var validated: [String: [Diagnostic]] = [:]

    func findings(_ path: String) -> [Diagnostic] {
        if let cached = Self.validated[path] { return cached }
        let ids = Set(RuleRegistry.rules(in: "views", "translations").map(\.id))
        let found = BundleValidator.validate(path).diagnostics.filter { ids.contains($0.ruleID) }
        Self.validated[path] = found
        return found
    }

    func zip(_ name: String) throws -> [Diagnostic] {
        findings(try XCTUnwrap(try zips()[name], name))
    }

    /// Every element and attribute of every generation is known: the 1.3 spring-2024 layout,
    /// `radius`, the older `<animation name=>`. Before, and-57b3dc40cb4b had 210 such warnings.
    func testNoVocabularyFindingOnAnyGeneration() throws {
        for (name, path) in try zips().sorted(by: { $0.key < $1.key }) {
            let vocabulary = findings(path).filter {
                [
                    "views.unknown-attribute", "views.unknown-element", "views.invalid-value",
                    "views.unknown-enum-value", "views.unknown-version",
                ]
                .contains($0.ruleID)
            }
            XCTAssertEqual(vocabulary.map { "\($0.location.description): \($0.message)" }, [], name)
        }
    }

    /// How many findings of each views/translations rule each zip has (docs/real-corpus.md
    /// explains every one); a new false finding changes a count here.
    func testFindingCountsPerZip() throws {
        let expected: [String: [String: Int]] = [
            "selphid-resources-real.zip": [
                "translations.missing-token": 22, "translations.empty-value": 2, "translations.orphan-alt": 1,
                "views.density-coverage": 1,
            ],
            "and-5ca3ad910a0b.zip": [
                "translations.missing-token": 22, "translations.empty-value": 2, "translations.orphan-alt": 1,
                "views.density-coverage": 1,
            ],
            "and-34dbcf9994a4.zip": [
                "translations.missing-token": 18, "translations.orphan-alt": 1, "views.density-coverage": 1,
                "views.older-generation": 1,
            ],
            "and-6257b486c45d.zip": [
                "translations.missing-token": 18, "translations.orphan-alt": 1, "views.density-coverage": 1,
                "views.older-generation": 1,
            ],
            "and-d5e0bc959cdb.zip": [
                "translations.missing-token": 18, "translations.orphan-alt": 1, "views.density-coverage": 1,
                "views.older-generation": 1,
            ],
            "ios-17ec668b2384.zip": [
                "translations.missing-token": 18, "translations.orphan-alt": 1, "views.density-coverage": 1,
                "views.older-generation": 1,
            ],
            "and-57b3dc40cb4b.zip": ["views.density-coverage": 1, "views.older-generation": 1],
            "and-63f1d381db64.zip": ["views.density-coverage": 1, "views.older-generation": 1],
            "selphi-resources-real.zip": [
                "translations.duplicate-token": 1, "translations.missing-token": 1, "translations.orphan-alt": 9,
                "views.density-coverage": 2, "views.missing-resource": 1,
            ],
            "and-36d658f91cd9.zip": [
                "translations.duplicate-token": 1, "translations.missing-token": 1, "translations.orphan-alt": 9,
                "views.density-coverage": 2, "views.missing-resource": 1,
            ],
            "and-355e60fa1aff.zip": [
                "translations.duplicate-token": 1, "translations.empty-value": 2, "translations.missing-token": 18,
                "views.density-coverage": 1, "views.missing-resource": 14, "views.older-generation": 1,
            ],
            "ios-d24f93d8c7e9.zip": [
                "translations.duplicate-token": 1, "translations.empty-value": 2, "translations.missing-token": 18,
                "views.missing-frame": 1, "views.missing-resource": 14, "views.older-generation": 1,
            ],
        ]
        for (name, path) in try zips() {
            let counts = Dictionary(findings(path).map { ($0.ruleID, 1) }, uniquingKeysWith: +)
            XCTAssertEqual(counts, expected[name], name)
        }
    }

    func testSpringTwentyTwentyFourLayoutIsOneNote() throws {
        let notes = try zip("and-57b3dc40cb4b.zip").filter { $0.ruleID == "views.older-generation" }
        XCTAssertEqual(notes.count, 1)
        XCTAssertEqual(notes.first?.severity, .note)
        XCTAssertEqual(
            notes.first.map { "\($0.location.file):\($0.location.line ?? 0):\($0.location.column ?? 0)" },
            "widget.xml:70:13")
        XCTAssertTrue(
            notes.first?.message.contains(
                "33 elements use attributes the vendor's newer 1.3 widgets no longer write "
                    + "(radius until 2025-01-14; ah aw ax ay h w x y until 2024-04-30)") ?? false,
            notes.first?.message ?? "")
        XCTAssertEqual(
            try zip("selphid-resources-real.zip").filter { $0.ruleID == "views.older-generation" }.count, 0,
            "the newest generation")
    }

    /// `value="PuppetBoyBeard.mp4, PuppetBoyGlasses.mp4, ..."`: six files, none in the zip, six
    /// findings each at its own column; never the list as one name.
    func testVideoListsAreReportedFileByFile() throws {
        for name in ["and-355e60fa1aff.zip", "ios-d24f93d8c7e9.zip"] {
            let missing = try zip(name).filter { $0.ruleID == "views.missing-resource" }
            XCTAssertFalse(missing.contains { $0.message.contains(",") }, name)
            let puppets = missing.filter { $0.location.line == 72 }
            XCTAssertEqual(puppets.map(\.location.column), [16, 36, 58, 78, 98, 121], name)
            XCTAssertEqual(
                puppets.first?.message,
                "video 'PuppetBoyBeard.mp4' (file 1 of 6 in value on <video>) is in no resources/<N>dpi/ folder", name)
            XCTAssertEqual(missing.filter { $0.location.line == 600 }.map(\.location.column), [38, 61], name)
        }
    }

    /// `<animation id="liveness_move" name="ArrowProgressExpulsion_" start="01" end="36">`: in
    /// 326dpi only in the Android zip (a density warning), in no folder at all in the iOS one.
    func testOlderSelphiFrameSequences() throws {
        let android = try zip("and-355e60fa1aff.zip")
        XCTAssertEqual(android.filter { $0.ruleID == "views.missing-frame" }.count, 0)
        let coverage = try XCTUnwrap(android.first { $0.ruleID == "views.density-coverage" })
        XCTAssertEqual(coverage.location.line, 107)
        XCTAssertEqual(
            coverage.message,
            "animation 'liveness_move' name: the 36 frames ArrowProgressExpulsion_01..36.png are all in 326dpi only; "
                + "163dpi, 489dpi lack some or all of them")
        let missing = try zip("ios-d24f93d8c7e9.zip").filter { $0.ruleID == "views.missing-frame" }
        XCTAssertEqual(
            missing.map(\.message),
            [
                "animation 'liveness_move' name: 36 of 36 frames are in no resources/<N>dpi/ folder: ArrowProgressExpulsion_01..36.png"
            ])
        XCTAssertEqual(missing.first?.location.line, 107)
        XCTAssertEqual(missing.first?.location.column, 39)
    }

    /// The info button is commented out in these widgets: its `_alt` text is not stale.
    func testAltTextsOfCommentedOutButtonsAreNotOrphans() throws {
        let selphi = try zip("selphi-resources-real.zip").filter { $0.ruleID == "translations.orphan-alt" }
        XCTAssertFalse(selphi.contains { $0.message.contains("'button_info_alt'") })
        XCTAssertEqual(
            Set(selphi.compactMap { $0.message.split(separator: "'").first.map(String.init) }),
            ["tutorialMove1_tip_video_alt", "tutorialMove2_tip_video_alt", "tutorialMove3_tip_video_alt"])
        let ios = try zip("ios-17ec668b2384.zip").filter { $0.ruleID == "translations.orphan-alt" }
        XCTAssertEqual(
            ios.map(\.message),
            [
                "'buttonExitTutorial_alt' describes 'buttonExitTutorial', which is neither a token nor an element id in widget.xml"
            ])
    }
}
