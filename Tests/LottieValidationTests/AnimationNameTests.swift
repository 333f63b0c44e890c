import Diagnostics
import XCTest

@testable import LottieValidation

final class AnimationNameTests: XCTestCase {
    let checker = AnimationNameChecker(names: [
        "selphid_anim_tip_id_male", "selphid_anim_tuto_id_1", "selphid_anim_tuto_id_2",
    ])

    func run(_ paths: [String], listDefaults: Bool = true) -> [Diagnostic] {
        let sink = DiagnosticSink()
        checker.check(paths, listDefaults: listDefaults, location: { Location(file: $0) }, into: sink)
        return sink.diagnostics
    }

    func testPrefixIsWhatTheNamesShare() {
        XCTAssertEqual(checker.prefix, "selphid_anim_")
    }

    func testExactNamesOverride() {
        XCTAssertEqual(
            run([
                "Resources/selphid_anim_tip_id_male.json", "Resources/selphid_anim_tuto_id_1.json",
                "Resources/selphid_anim_tuto_id_2.json",
            ]).count, 0)
    }

    func testUnknownNameSuggestsTheClosest() throws {
        let found = run(["selphid_anim_tuto_id_4.json"], listDefaults: false)
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(finding.ruleID, "lottie.unknown-animation-name")
        XCTAssertTrue(
            ["selphid_anim_tuto_id_1.json", "selphid_anim_tuto_id_2.json"].contains(finding.suggestion ?? ""))
        XCTAssertEqual(finding.location.jsonPath, "$")
    }

    func testCaseAndExtensionAreTheirOwnRule() {
        let found = run(
            ["Selphid_Anim_Tip_Id_Male.json", "selphid_anim_tuto_id_1.lottie", "selphid_anim_tuto_id_2.json.json"],
            listDefaults: false)
        XCTAssertEqual(found.map(\.ruleID), Array(repeating: "lottie.animation-name-case", count: 3))
        XCTAssertEqual(
            Set(found.compactMap(\.suggestion)),
            ["selphid_anim_tip_id_male.json", "selphid_anim_tuto_id_1.json", "selphid_anim_tuto_id_2.json"])
    }

    func testDefaultsAreListedBesideTheOverrides() {
        let found = run(["Resources/selphid_anim_tip_id_male.json", "Resources/other.json"])
        XCTAssertEqual(
            found.filter { $0.ruleID == "lottie.default-animation" }.map(\.location.file),
            ["Resources/selphid_anim_tuto_id_1.json", "Resources/selphid_anim_tuto_id_2.json"])
        XCTAssertEqual(found.map(\.severity), [.note, .note])
    }

    func testFoldersWithoutOverridesAreNotAppAnimationFolders() {
        XCTAssertFalse(checker.hasOverrides(["widget.xml", "anim.json"]))
        XCTAssertTrue(checker.hasOverrides(["x/SELPHID_ANIM_foo.json"]))
    }
}

/// A string value in a message: quoted, escaped, cut after 40 scalars.
final class QuotedValueTests: XCTestCase {
    func testAValueIsQuotedEscapedAndCutAfterFortyScalars() {
        XCTAssertEqual(JSONNode.quoted("#FF00AA\n"), "\"#FF00AA\\n\"")
        XCTAssertEqual(JSONNode.quoted("a\"b\\c\t\u{1B}\u{2028}"), "\"a\\\"b\\\\c\\t\\u{1B}\\u{2028}\"")
        let forty = String(repeating: "x", count: 40)
        XCTAssertEqual(JSONNode.quoted(forty), "\"\(forty)\"")
        XCTAssertEqual(JSONNode.quoted(forty + "yz"), "\"\(forty)…\"")
    }
}
