import Localization
import XCTest

/// Byte-preserving edits of `strings/strings*.xml`: only a token's content changes.
final class TranslationsXMLEditorTests: XCTestCase {
    private func merge(_ text: String, current: [String: String], _ values: [(id: String, value: String)]) throws -> (
        String, TranslationsXMLEditor.Outcome
    ) {
        let (bytes, outcome) = try TranslationsXMLEditor.merge(Array(text.utf8), current: current, values: values)
        return (String(decoding: bytes, as: UTF8.self), outcome)
    }

    func testOnlyTheContentOfTheChangedTokenMoves() throws {
        let text =
            "\u{FEFF}<?xml version=\"1.0\"?>\r\n<translations>\r\n<!-- <token id=\"a\">commented out</token> -->\r\n"
            + "\t<token lang='x' id='a'>Old &amp; gone</token>\r\n\t<token id=\"b\"/>\r\n\t<token id=\"c\"><![CDATA[raw <b>]]></token>\r\n"
            + "</translations>\r\n"
        let (edited, outcome) = try merge(
            text, current: ["a": "Old & gone", "b": "", "c": "raw <b>"],
            [("a", "New <1>\nline"), ("b", "Bee"), ("c", "raw <b>"), ("d", "Dee")])
        XCTAssertEqual(outcome.replaced, ["a", "b"])
        XCTAssertEqual(outcome.added, ["d"])
        XCTAssertEqual(
            edited,
            "\u{FEFF}<?xml version=\"1.0\"?>\r\n<translations>\r\n<!-- <token id=\"a\">commented out</token> -->\r\n"
                + "\t<token lang='x' id='a'>New &lt;1&gt;&#10;line</token>\r\n\t<token id=\"b\">Bee</token>\r\n"
                + "\t<token id=\"c\"><![CDATA[raw <b>]]></token>\r\n\t<token id=\"d\">Dee</token>\r\n</translations>\r\n"
        )
    }

    func testAnEmptyFileGetsItsFirstTokenBeforeTheClosingTag() throws {
        let (edited, _) = try merge("<translations>\n</translations>\n", current: [:], [("a", "A")])
        XCTAssertEqual(edited, "<translations>\n    <token id=\"a\">A</token>\n</translations>\n")
    }

    func testATokenHoldingElementsIsRefusedNotFlattened() {
        XCTAssertThrowsError(
            try merge(
                "<translations><token id=\"a\">x <b>y</b></token></translations>", current: ["a": "x "], [("a", "z")]))
    }
}
