import XCTest

@testable import ModelsXML

/// The widget.xml value checks read ASCII as bytes; these compare them with the Character by
/// Character reading they replace, on inputs where the two could part: CR LF (one Character of
/// two bytes), lone CR and LF, combining marks after separators, non-ASCII digits and spaces.
final class ViewsByteScanTests: XCTestCase {
    static let atoms = [
        "", " ", "\t", "\r\n", "\r", "\n", "\r\r\n", "\n\r", ",", ".", "..", "-", "+", "#", "\"", "id=\"",
        "1", "09", "a", "PNG", "x.png", "b.MP4", "\u{301}", ",\u{301}", ".\u{301}", "-\u{301}", "\"\u{301}",
        " \u{301}", "1\u{301}", "é", "\u{00A0}", "\u{2003}", "\u{85}", "١٢", "１", "日本",
    ]

    /// Every atom, and every pair of atoms.
    static var inputs: [String] {
        atoms + atoms.flatMap { first in atoms.map { first + $0 } }
    }

    func testNumbersVersionsAndDigitsAsByCharacter() {
        for text in Self.inputs {
            XCTAssertEqual(ViewsValueKinds.isNumber(text), Self.isNumberByCharacters(text), "\(Array(text.utf8))")
            XCTAssertEqual(ViewsValueKinds.isVersion(text), Self.isVersionByCharacters(text), "\(Array(text.utf8))")
            let integer = ViewsValueKinds.problem(text, kind: .integer) == nil
            XCTAssertEqual(integer, !text.isEmpty && text.allSatisfy(Self.isASCIIDigit), "\(Array(text.utf8))")
        }
        XCTAssertTrue(ViewsValueKinds.isNumber("-0.5"))
        XCTAssertFalse(ViewsValueKinds.isNumber("1\u{301}"))
        XCTAssertTrue(ViewsValueKinds.isVersion("1.3"))
        XCTAssertFalse(ViewsValueKinds.isVersion("1.\u{301}3"))
    }

    func testResourceListsAsByCharacter() {
        for text in Self.inputs + ["a.png,\r\n b.png\r\n", " \r", "\t\r\n\tx.png\r\n\r\n", "\r\n\n, \n\r\n"] {
            XCTAssertEqual(
                ViewsValueKinds.resourceFiles(text), ViewsValueKinds.resourceFilesByCharacters(text),
                "\(Array(text.utf8))")
            XCTAssertEqual(
                ViewsValueKinds.fileExtension(text), ViewsValueKinds.fileExtensionByCharacters(text),
                "\(Array(text.utf8))")
        }
        // A lone CR or LF is not trimmed; CR LF is.
        XCTAssertEqual(ViewsValueKinds.resourceFiles(" a.png\r\n,\nb.png ,\r"), ["a.png", "\nb.png", "\r"])
        XCTAssertEqual(ViewsValueKinds.fileExtension("a.b.PNG."), "png")
    }

    func testCommentedOutIDsAsByCharacter() {
        for text in Self.inputs + ["<a id=\"x\"/> <b id=\"y\r\nz\"/>", "id=\"\"id=\"q", "iid=\"w\" id=\"\u{301}v\""] {
            var bytes: Set<String> = []
            var characters: Set<String> = []
            WidgetModel.commentedOutIDs(in: text, into: &bytes)
            WidgetModel.commentedOutIDs(inCharacters: text, into: &characters)
            XCTAssertEqual(bytes, characters, "\(Array(text.utf8))")
        }
        var ids: Set<String> = []
        WidgetModel.commentedOutIDs(in: "<x id=\"a\"/><y id=\"b\"/>", into: &ids)
        XCTAssertEqual(ids, ["a", "b"])
    }

    // The readings the byte scans replaced.

    static func isASCIIDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

    static func isNumberByCharacters(_ value: String) -> Bool {
        var text = Substring(value)
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }) else { return false }
        return parts.allSatisfy { $0.allSatisfy(isASCIIDigit) }
    }

    static func isVersionByCharacters(_ value: String) -> Bool {
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(isASCIIDigit) }
    }
}
