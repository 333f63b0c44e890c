import XCTest

@testable import ModelsXML

/// `Token.isEmpty` settles most texts by their first byte; this compares it with the whole
/// Character by Character reading on texts where the two could part.
final class TranslationsByteScanTests: XCTestCase {
    func testEmptyTextsAsByCharacter() {
        let atoms = [
            "", " ", "\t", "\r\n", "\r", "\n", "\u{0B}", "\u{0C}", "\u{1F}", "!", "a", "\u{301}", " \u{301}",
            "\u{00A0}", "\u{2003}", "\u{85}", "\u{0600}", "\u{3000}", "é",
        ]
        for first in atoms {
            for second in atoms {
                let text = first + second
                let token = TranslationsFile.Token(id: "t", value: text, line: 1, column: 1)
                XCTAssertEqual(token.isEmpty, text.allSatisfy(\.isWhitespace), "\(Array(text.utf8))")
            }
        }
        XCTAssertTrue(TranslationsFile.Token(id: "t", value: " \r\n\u{00A0}", line: 1, column: 1).isEmpty)
        XCTAssertFalse(TranslationsFile.Token(id: "t", value: " x", line: 1, column: 1).isEmpty)
    }
}
