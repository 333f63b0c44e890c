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

    /// `**` is matched by dynamic programming: the answers of the backtracking matcher, for
    /// patterns that used to cost combinations of where each `**` ends.
    func testDoubleStarsAnywhere() {
        XCTAssertTrue(Glob("**").matches("a/b/c"))
        XCTAssertTrue(Glob("a/**").matches("a"))
        XCTAssertTrue(Glob("a/**/b/**/c").matches("a/b/c"))
        XCTAssertTrue(Glob("a/**/b/**/c").matches("a/x/b/y/z/c"))
        XCTAssertFalse(Glob("a/**/b/**/c").matches("a/x/c/y/b"))
        XCTAssertTrue(Glob("**/b?/*.png").matches("r/s/b1/x.png"))
        XCTAssertFalse(Glob("**/b?/*.png").matches("r/s/b12/x.png"))
        let deep = String(repeating: "d/", count: 200) + "x.png"
        let stars = String(repeating: "**/", count: 24)
        XCTAssertTrue(Glob(stars + "x.png").matches(deep))
        XCTAssertFalse(Glob(stars + "y.png").matches(deep))
        XCTAssertTrue(Glob(stars + "d/" + stars + "*.png").matches(deep))
    }

    /// Names far longer than every candidate get no suggestion, without an edit-distance
    /// table per candidate.
    func testNoSuggestionForAFarLongerName() {
        let long = "selphid_component_" + String(repeating: "k", count: 6_000)
        XCTAssertNil(Suggestions.closest(to: long, in: ["selphid_component_tip_title", "src"]))
        XCTAssertEqual(
            Suggestions.closest(to: "selphid_component_tip_titel", in: ["selphid_component_tip_title", "src"]),
            "selphid_component_tip_title")
    }

    func testClosestName() {
        XCTAssertEqual(Suggestions.closest(to: "sr2", in: ["src", "src2", "dst"]), "src2")
        XCTAssertEqual(Suggestions.closest(to: "--fromat", in: ["--format", "--strict", "--config"]), "--format")
        XCTAssertEqual(
            Suggestions.closest(
                to: "selphid_component_tip_button_message",
                in: ["selphid_component_tip_button", "selphid_component_tip_message"]), "selphid_component_tip_button")
        XCTAssertNil(Suggestions.closest(to: "zzzzzz", in: ["src", "dst"]))
        XCTAssertEqual(Suggestions.closest(to: "Align", in: ["align", "alpha"]), "align")
        XCTAssertEqual(Suggestions.editDistance("kitten", "sitting"), 3)
    }

    /// The bounded distance stops early but agrees with the whole one wherever it is at most
    /// the limit, and says "past it" everywhere else (pairs of a small alphabet, so that
    /// transpositions and near misses are common).
    func testBoundedEditDistanceAgreesWithTheWholeOne() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcé")
        func word() -> String {
            String((0..<Int.random(in: 0...7, using: &generator)).map { _ in letters.randomElement()! })
        }
        for _ in 0..<3000 {
            let (a, b) = (word(), word())
            let whole = Suggestions.editDistance(a, b)
            for limit in 0...4 {
                let bounded = Suggestions.editDistance(a, b, atMost: limit)
                if whole <= limit {
                    XCTAssertEqual(bounded, whole, "\(a) \(b) limit \(limit)")
                } else {
                    XCTAssertGreaterThan(bounded, limit, "\(a) \(b) limit \(limit)")
                }
            }
        }
        XCTAssertEqual(Suggestions.editDistance("vlaue", "value", atMost: 1), 1)
    }

    func testExampleMarkers() {
        let (text, marks) = ExampleMarkers.strip("ab↓c\né↓x↓\n")
        XCTAssertEqual(text, "abc\néx\n")
        XCTAssertEqual(marks.map { [$0.line, $0.column] }, [[1, 3], [2, 3], [2, 4]])
    }
}
