import Foundation
import XCTest

@testable import Localization

final class StringsFileParserTests: XCTestCase {
    private func parse(_ text: String) -> StringsFileParser.Result {
        StringsFileParser().parse(Array(text.utf8), language: "es", path: "es.lproj/Localizable.strings")
    }

    func testAcceptsWhatXcodeAccepts() {
        let text = """
            /* a block
               comment */
            // a line comment
            "quoted" = "value";
            unquoted_key = unquoted.value-1;
            "escapes" = "a\\"b\\\\c\\nd\\te\\U00E9\\UD83D\\UDE00\\101";
            "same";
            "spaced"   =
              "over lines" ;
            """
        let result = parse(text)
        XCTAssertEqual(result.table.syntaxIssues, [])
        let values = Dictionary(uniqueKeysWithValues: result.table.entries.map { ($0.key, $0.value) })
        XCTAssertEqual(values["quoted"], "value")
        XCTAssertEqual(values["unquoted_key"], "unquoted.value-1")
        XCTAssertEqual(values["escapes"], "a\"b\\c\nd\teé😀A")
        XCTAssertEqual(values["same"], "same")
        XCTAssertEqual(values["spaced"], "over lines")
        XCTAssertEqual(result.table.entries.map(\.line), [4, 5, 6, 7, 8])
        XCTAssertEqual(result.table.entries.last?.valueLine, 9)
        XCTAssertEqual(result.table.entries.last?.valueColumn, 3)
    }

    func testUTF16EitherByteOrderAndWithoutBOMGivesTheSameTable() {
        let text = "/* é */\n\"selphid_component_tip_title\" = \"Pièce d’identité\";\n\"k\" = \"v\";\n"
        let utf8 = parse(text).table
        var encodings: [[UInt8]] = []
        let le = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let be = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        encodings = [[0xFF, 0xFE] + le, [0xFE, 0xFF] + be, le, be, [0xEF, 0xBB, 0xBF] + Array(text.utf8)]
        let expectedNames = ["UTF-16LE", "UTF-16BE", "UTF-16LE (no BOM)", "UTF-16BE (no BOM)", "UTF-8 (BOM)"]
        for (bytes, name) in zip(encodings, expectedNames) {
            let result = StringsFileParser().parse(bytes, language: "fr", path: "fr.lproj/Localizable.strings")
            XCTAssertEqual(result.table.encoding, name)
            XCTAssertTrue(result.lossless, name)
            XCTAssertEqual(result.table.syntaxIssues, [], name)
            XCTAssertEqual(result.table.entries.map(\.value), utf8.entries.map(\.value), name)
            XCTAssertEqual(result.table.entries.map(\.line), utf8.entries.map(\.line), name)
            XCTAssertEqual(result.table.entries.map(\.valueColumn), utf8.entries.map(\.valueColumn), name)
            // Re-encoding the decoded text gives back the very same bytes.
            XCTAssertEqual(result.encoding.encode(result.scalars), bytes, name)
        }
    }

    func testMissingSemicolonIsLocatedAndTheRestIsStillChecked() {
        let text = """
            "a" = "1";
            "b" = "2"
            "c" = "3";
            "d" = "4" junk
            "e" = "5";
            """
        let result = parse(text)
        XCTAssertEqual(
            result.table.syntaxIssues,
            [
                LocalizableSyntaxIssue(message: "missing ';' after the value of 'b'", line: 2, column: 10),
                LocalizableSyntaxIssue(
                    message: "unexpected 'j' after the value of 'd'; expected ';'", line: 4, column: 11),
            ])
        XCTAssertEqual(result.table.entries.map(\.key), ["a", "b", "c", "d", "e"])
        // iOS loses what follows the first error.
        XCTAssertEqual(result.table.entries.map(\.isEffective), [true, true, false, false, false])
        XCTAssertEqual(Set(result.table.effectiveEntries.keys), ["a", "b"])
    }

    func testUnterminatedStringResynchronisesOnTheNextLine() {
        let text = "\"a\" = \"open;\n\"b\" = \"2\";\n\"c\" = \"bad \\q\";\n"
        let result = parse(text)
        XCTAssertEqual(result.table.syntaxIssues.map(\.line), [1, 3])
        XCTAssertEqual(result.table.syntaxIssues.map(\.column), [7, 12])
        XCTAssertTrue(result.table.syntaxIssues[0].message.hasPrefix("unterminated string"))
        XCTAssertEqual(result.table.syntaxIssues[1].message, "unknown escape '\\q'")
        XCTAssertEqual(result.table.entries.map(\.key), ["b", "c"])
    }

    func testOtherSyntaxErrors() {
        XCTAssertEqual(parse("\"a\" \"b\";\n").table.syntaxIssues.first?.message, "expected '=' or ';' after key 'a'")
        XCTAssertEqual(
            parse("= \"b\";\n").table.syntaxIssues.first?.message, "unexpected character '='; expected a key")
        XCTAssertEqual(
            parse("\"a\" = \"\\U12G4\";").table.syntaxIssues.first?.message,
            "invalid escape '\\U12': \\U takes exactly four hexadecimal digits")
        XCTAssertEqual(
            parse("\"a\" = \"1\";\n/* open").table.syntaxIssues.first,
            LocalizableSyntaxIssue(message: "unterminated comment", line: 2, column: 1))
        XCTAssertEqual(
            parse("\"a\" =").table.syntaxIssues.first?.message, "unexpected end of file; expected a value after '='")
        XCTAssertFalse(StringsFileParser().parse([0x22, 0xFF, 0x22, 0x3B], language: "x", path: "x").lossless)
    }

    func testColumnsCountUTF8Bytes() {
        let result = parse("\"ñ\" = \"é\"\n\"x\" = \"y\";")
        XCTAssertEqual(result.table.entries[0].valueColumn, 8)
        XCTAssertEqual(result.table.syntaxIssues.first?.column, 12)
    }

    func testCRLFLinesCountOnce() {
        let result = parse("\"a\" = \"1\";\r\n\"b\" = \"2\";\r\n")
        XCTAssertEqual(result.table.entries.map(\.line), [1, 2])
    }
}
