import Diagnostics
import XCTest

final class GlobAndSuggestionTests: XCTestCase {
    func testGlobs() {
        XCTAssertTrue(Glob("other/**").matches("other/eula_en.rtf"))
        XCTAssertTrue(Glob("other/**").matches("other/a/b.txt"))
        XCTAssertFalse(Glob("other/**").matches("strings/other.xml"))
        XCTAssertTrue(Glob("*.rtf").matches("other/eula_en.rtf"))
        XCTAssertFalse(Glob("*.rtf").matches("other/eula_en.rtf.bak"))
        XCTAssertTrue(Glob("documents/Document??_All.xml").matches("documents/DocumentDL_All.xml"))
        XCTAssertFalse(Glob("documents/*.xml").matches("documents/sub/x.xml"))
        XCTAssertTrue(Glob("**/x.xml").matches("documents/sub/x.xml"))
        XCTAssertTrue(Glob("resources/").matches("resources/163dpi/a.png"))
    }

    func testClosestName() {
        XCTAssertEqual(Suggestions.closest(to: "sr2", in: ["src", "src2", "dst"]), "src2")
        XCTAssertEqual(Suggestions.closest(to: "--fromat", in: ["--format", "--strict", "--config"]), "--format")
        XCTAssertEqual(Suggestions.closest(to: "selphid_component_tip_button_message", in: ["selphid_component_tip_button", "selphid_component_tip_message"]), "selphid_component_tip_button")
        XCTAssertNil(Suggestions.closest(to: "zzzzzz", in: ["src", "dst"]))
        XCTAssertEqual(Suggestions.closest(to: "Align", in: ["align", "alpha"]), "align")
        XCTAssertEqual(Suggestions.editDistance("kitten", "sitting"), 3)
    }

    func testExampleMarkers() {
        let (text, marks) = ExampleMarkers.strip("ab↓c\né↓x↓\n")
        XCTAssertEqual(text, "abc\néx\n")
        XCTAssertEqual(marks.map { [$0.line, $0.column] }, [[1, 3], [2, 3], [2, 4]])
    }
}
