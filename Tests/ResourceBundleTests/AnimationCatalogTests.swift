import Diagnostics
import Localization
import ResourceBundle
import XCTest

final class AnimationCatalogTests: XCTestCase {
    func testTheBuiltInCatalogShipsTheSelphIDAnimations() throws {
        let catalog = try XCTUnwrap(AnimationCatalog.selphidIOS, "the built-in selphid-ios catalog does not parse")
        XCTAssertEqual(catalog.names.count, 15)
        XCTAssertTrue(catalog.names.contains("selphid_anim_tip_id_male"))
        XCTAssertTrue(catalog.names.allSatisfy { $0.hasPrefix("selphid_anim_") })
        XCTAssertEqual(catalog.fileExtension, "json")
    }

    func testAnotherCatalogInTheSameForm() throws {
        let catalog = try AnimationCatalog.parse(
            Array(#"{"animations": {"names": ["a_anim_x"], "extension": "lottie"}}"#.utf8), path: "c.json")
        XCTAssertEqual(catalog.names, ["a_anim_x"])
        XCTAssertEqual(catalog.fileExtension, "lottie")
    }

    func testProblemsAreLocated() {
        let cases: [(String, Int, Int, String)] = [
            ("{\"animations\": {\"names\": [\"ok\", 3]}}", 1, 33, "each of 'animations.names'"),
            ("{\"animations\": {}}", 1, 16, "'animations.names' must be an array"),
            ("{\"localizable\": {}}", 1, 1, "no 'animations'"),
            ("{\"animations\": ", 1, 16, "not valid JSON"),
            ("{\"animations\": {\"names\": [\"sub/dir\"]}}", 1, 27, "without folder"),
            ("{\"animations\": {\"names\": [\"a.json\"]}}", 1, 27, "without folder or extension"),
        ]
        for (text, line, column, fragment) in cases {
            XCTAssertThrowsError(try AnimationCatalog.parse(Array(text.utf8), path: "c.json"), text) { error in
                let problem = error as! CatalogError
                XCTAssertEqual(
                    [problem.location.line, problem.location.column], [line, column], "\(text): \(problem)")
                XCTAssertTrue(problem.message.contains(fragment), "\(text): \(problem.message)")
            }
        }
    }
}
