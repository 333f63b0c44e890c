import XCTest

@testable import ResourceBundle

/// `TranslatorTexts` reads ASCII texts as bytes; these compare it with the Character by
/// Character reading it replaces, on inputs where the two could part: CR LF (one Character of
/// two bytes), lone CR and LF, combining marks after spaces, a Prepend scalar (joined to the
/// byte after it), non-ASCII letters and spaces.
final class TranslatorByteScanTests: XCTestCase {
    static let atoms = [
        "", " ", "\t", "\r\n", "\r", "\n", "\u{0B}", "\u{0C}", "\r\r\n", "\n\r", "a", "Z", "1", "_", "%d", "é",
        "\u{301}", " \u{301}", "\u{00A0}", "\u{2003}", "\u{85}", "\u{0600}", "\u{3000}", "日本", "word",
        "Two words",
    ]

    /// Every atom, every pair and every triple of atoms.
    static var inputs: [String] {
        let pairs = atoms.flatMap { first in atoms.map { first + $0 } }
        return atoms + pairs + pairs.flatMap { pair in atoms.map { pair + $0 } }
    }

    func testSentencesAndEdgesAsByCharacter() {
        for text in Self.inputs {
            XCTAssertEqual(
                TranslatorTexts.isSentence(text),
                text.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }.count >= 2,
                "\(Array(text.utf8))")
            let edges = TranslatorTexts.edges(text)
            XCTAssertEqual(edges.leading, String(text.prefix { $0.isWhitespace }), "\(Array(text.utf8))")
            XCTAssertEqual(
                edges.trailing, String(text.reversed().prefix { $0.isWhitespace }.reversed()), "\(Array(text.utf8))")
        }
        XCTAssertTrue(TranslatorTexts.isSentence("Take\r\na photo"))
        XCTAssertFalse(TranslatorTexts.isSentence("OK 2"))
        XCTAssertEqual(TranslatorTexts.edges(" \r\nHola\t").leading, " \r\n")
        XCTAssertEqual(TranslatorTexts.edges(" \r\nHola\t").trailing, "\t")
    }
}
