import Diagnostics
import Foundation
import XCTest

@testable import Localization
@testable import ResourceBundle

final class LocalizableModelTests: XCTestCase {
    func testStringCatalogKeepsStatesVariationsAndLocations() {
        let json = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "selphid_component_tip_button" : {
                  "localizations" : {
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "EMPEZAR" } },
                    "it" : { "stringUnit" : { "state" : "needs_review", "value" : "INIZIA" } }
                  }
                },
                "app_count" : {
                  "localizations" : {
                    "es" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%d documento" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%d documentos" } } } } }
                  }
                },
                "skipped" : { "shouldTranslate" : false, "localizations" : { "es" : { "stringUnit" : { "state" : "new", "value" : "x" } } } }
              },
              "version" : "1.0"
            }
            """
        let result = StringCatalogReader.read(Array(json.utf8), path: "Localizable.xcstrings")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.sourceLanguage, "en")
        XCTAssertEqual(result.tables.map(\.language), ["es", "it"])
        let es = result.tables[0].entries
        XCTAssertEqual(es.map(\.key), ["selphid_component_tip_button", "app_count"])
        XCTAssertEqual(es[1].value, "%d documentos")
        XCTAssertEqual(es[1].jsonPath, "strings.app_count.localizations.es.variations.plural.other.stringUnit.value")
        XCTAssertEqual(result.tables[1].entries[0].state, "needs_review")
        XCTAssertEqual(es[0].line, 4)
        XCTAssertEqual(es[0].valueLine, 6)
    }

    func testStringCatalogSyntaxErrorsAreLocated() {
        let result = StringCatalogReader.read(Array("{\n  \"strings\": {,}\n}".utf8), path: "Localizable.xcstrings")
        XCTAssertEqual(result.issues.count, 1)
        XCTAssertEqual(result.issues[0].line, 2)
        XCTAssertTrue(result.issues[0].message.hasPrefix("malformed JSON"))
    }

    func testFormatSpecifiers() {
        XCTAssertEqual(FormatSpecifiers("%1$@ has %2$d").arguments, FormatSpecifiers("%@ has %d").arguments)
        XCTAssertEqual(FormatSpecifiers("%2$d for %1$@").arguments, FormatSpecifiers("%@ has %d").arguments)
        XCTAssertNotEqual(FormatSpecifiers("%d then %@").arguments, FormatSpecifiers("%@ then %d").arguments)
        XCTAssertEqual(FormatSpecifiers("%i").arguments, FormatSpecifiers("%d").arguments)
        XCTAssertNotEqual(FormatSpecifiers("%ld").arguments, FormatSpecifiers("%d").arguments)
        XCTAssertEqual(FormatSpecifiers("%.2f %5.1f").written, ["%.2f", "%5.1f"])
        XCTAssertTrue(FormatSpecifiers("100%% sure, 50%!").isEmpty)
        // A space is a printf flag: "% d" takes an argument, as String(format:) does.
        XCTAssertEqual(FormatSpecifiers("100% done").written, ["% d"])
        XCTAssertEqual(FormatSpecifiers("%@ and %@").description, "%@, %@")
    }

    func testSuggestsTheKeyTheSeedExampleMeant() {
        let catalog = SDKCatalog.selphidIOS
        XCTAssertEqual(
            LocalizableKeySuggestion.closest(to: "selphid_component_tip_button_message", in: catalog),
            "selphid_component_tip_button")
        XCTAssertEqual(
            LocalizableKeySuggestion.closest(to: "selphid_componnet_tip_title", in: catalog),
            "selphid_component_tip_title")
        XCTAssertTrue(LocalizableKeySuggestion.looksLikeSDKKey("selphid_whatever", in: catalog))
        XCTAssertTrue(LocalizableKeySuggestion.looksLikeSDKKey("selphd_selector_title", in: catalog))
        XCTAssertFalse(LocalizableKeySuggestion.looksLikeSDKKey("app_welcome_title", in: catalog))
    }

    func testBuiltInCatalogAndCustomCatalogErrors() throws {
        let catalog = SDKCatalog.selphidIOS
        XCTAssertEqual(catalog.keys.count, 51)
        XCTAssertEqual(catalog.component, "selphid")
        XCTAssertEqual(catalog.altSuffix, "_alt")
        XCTAssertEqual(catalog.defaultValue(of: "selphid_component_tip_button"), "START")
        XCTAssertThrowsError(
            try SDKCatalog.parse(Array("{\"localizable\": {\"keys\": [{\"key\": \"a\"}]}}".utf8), source: "c.json")
        ) { error in
            let error = error as! CatalogError
            XCTAssertEqual(error.message, "key 'a' needs a \"default\" string")
            XCTAssertEqual(error.location.line, 1)
            XCTAssertEqual(error.location.column, 27)
        }
        XCTAssertThrowsError(try SDKCatalog.parse(Array("{\n  \"localizable\": }".utf8), source: "c.json")) { error in
            XCTAssertEqual((error as! CatalogError).location.line, 2)
        }
    }

    func testEditorReplacesInPlaceAndAppendsKeepingEncodingAndLineEndings() throws {
        let text = "/* keep me */\r\n\"a\" = \"old\"; // trailing\r\n\"b\"=\"same\";"
        let bytes: [UInt8] = [0xFE, 0xFF] + Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let parsed = StringsFileParser().parse(bytes, language: "de", path: "de.lproj/Localizable.strings")
        let (merged, outcome) = try StringsFileEditor.merge(
            parsed, values: [("a", "neu \"x\""), ("b", "same"), ("c", "zeile\nzwei")])
        XCTAssertEqual(outcome, StringsFileEditor.Outcome(replaced: ["a"], added: ["c"]))
        let expected =
            "/* keep me */\r\n\"a\" = \"neu \\\"x\\\"\"; // trailing\r\n\"b\"=\"same\";\r\n\"c\" = \"zeile\\nzwei\";\r\n"
        XCTAssertEqual(merged, [0xFE, 0xFF] + Array(expected.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        let reparsed = StringsFileParser().parse(merged, language: "de", path: "x").table
        XCTAssertEqual(reparsed.entries.map(\.value), ["neu \"x\"", "same", "zeile\nzwei"])
    }

    func testEditorRefusesABrokenFile() {
        let parsed = StringsFileParser().parse(
            Array("\"a\" = \"1\"\n\"b\" = \"2\";".utf8), language: "de", path: "de.lproj/Localizable.strings")
        XCTAssertThrowsError(try StringsFileEditor.merge(parsed, values: [("c", "3")])) { error in
            XCTAssertTrue("\(error)".hasPrefix("de.lproj/Localizable.strings:1:10: missing ';'"), "\(error)")
        }
    }

    func testAtomicWriteReplacesTheFileAndLeavesNoTemporary() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("es.lproj/Localizable.strings").path
        try StringsFileEditor.writeAtomically(Array("\"a\" = \"1\";\n".utf8), to: path)
        try StringsFileEditor.writeAtomically(Array("\"a\" = \"2\";\n".utf8), to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "\"a\" = \"2\";\n")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("es.lproj").path),
            ["Localizable.strings"])
    }

    func testXLIFFExportReadsBack() throws {
        let units = [XLIFFExport.Unit(key: "k<1>", source: "A & \"B\"\nC", note: "n")]
        let text = XLIFFExport.render(
            units, original: "es.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "es",
            toolVersion: "1")
        let withTarget = text.replacingOccurrences(of: "</source>", with: "</source><target>X &amp; Y</target>")
        let files = try XLIFFImport.read(Array(withTarget.utf8))
        XCTAssertEqual(files.count, 1)
        XCTAssertEqual(files[0].targetLanguage, "es")
        XCTAssertEqual(files[0].units.map(\.key), ["k<1>"])
        XCTAssertEqual(files[0].units[0].source, "A & \"B\"\nC")
        XCTAssertEqual(files[0].units[0].target, "X & Y")
        XCTAssertEqual(
            try XLIFFImport.read(Array(text.utf8))[0].units.count, 0, "a unit without <target> is not imported")
        XCTAssertThrowsError(try XLIFFImport.read(Array("<xliff version=\"2.0\"/>".utf8)))
    }
}
