import Diagnostics
import XCTest

/// The project's one escaping loop and the formats built on it.
final class TextEscapingTests: XCTestCase {
    func testATableReplacesEachScalarOfACRLFPair() {
        XCTAssertEqual("a\r\nb&".escaping(["\r": "&#13;", "\n": "&#10;", "&": "&amp;"]), "a&#13;&#10;b&amp;")
        XCTAssertEqual("é ✓".escaping(["<": "&lt;"]), "é ✓")
    }

    func testControlCharactersBecomeEscapesButTabStays() {
        XCTAssertEqual("a\nb\rc\0d\u{1B}[2Je\u{85}\tf".escapingControlCharacters, "a\\nb\\rc\\0d\\u{1B}[2Je\\u{85}\tf")
        XCTAssertEqual("plain".escapingControlCharacters, "plain")
    }

    func testJSONStringsEscapeQuotesBackslashesAndEveryC0Control() {
        var out = ""
        JSONOutput.quote("\"a\\b\"\n\t\u{1}\u{1F}\u{7F}é", into: &out)
        XCTAssertEqual(out, "\"\\\"a\\\\b\\\"\\n\\t\\u0001\\u001f\u{7F}é\"")
    }

    func testThePredefinedXMLEntitiesAreDecodedInOnePass() {
        XCTAssertEqual(
            "&lt;b&gt; &quot;x&quot; &apos;y&apos; A &amp; B".decodingPredefinedXMLEntities, "<b> \"x\" 'y' A & B")
        XCTAssertEqual("&amp;lt; is written &amp;amp;lt;".decodingPredefinedXMLEntities, "&lt; is written &amp;lt;")
        XCTAssertEqual("&nbsp; & &#38; &".decodingPredefinedXMLEntities, "&nbsp; & &#38; &")
        XCTAssertEqual("no entity".decodingPredefinedXMLEntities, "no entity")
    }
}
