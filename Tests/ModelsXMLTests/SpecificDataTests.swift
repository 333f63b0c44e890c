import Diagnostics
import XCTest

@testable import ModelsXML

final class SpecificDataTests: XCTestCase {
    let models: ModelIndex = {
        let xml = """
            <selphid-widget-conf version="1.0">
            <DocumentID id="ES" iso="ESP"><Version id="ESP_I_3" type="TD1" document_type="IDC"/><Version id="ESP_I_4" type="TD1" document_type="IDC"/></DocumentID>
            <DocumentID id="FR" iso="FRA"><Version id="FRA_I_1" type="TD1" document_type="IDC"/></DocumentID>
            </selphid-widget-conf>
            """
        return ModelIndex([DocumentModelParser.parse(Array(xml.utf8))])
    }()

    func syntaxError(_ text: String) -> SpecificData.SyntaxError? {
        if case .failure(let error) = SpecificData.parse(text) { return error }
        return nil
    }

    func testTheDocumentedExamplesParse() throws {
        let all = try SpecificData.parse("ES|<ALL>").get()
        XCTAssertEqual(all.entries.map(\.country.text), ["ES"])
        XCTAssertNil(all.entries[0].items)
        XCTAssertNil(try SpecificData.parse("ES|").get().entries[0].items)
        let list = try SpecificData.parse("ES|ESP_I_3,!ESP_I_4;FR|").get()
        XCTAssertEqual(list.entries.count, 2)
        XCTAssertEqual(list.entries[0].items?.map(\.version.text), ["ESP_I_3", "ESP_I_4"])
        XCTAssertEqual(list.entries[0].items?.map(\.excluded), [false, true])
        XCTAssertEqual(list.entries[0].items?.map(\.version.column), [4, 13])
        XCTAssertEqual(list.entries[1].country.column, 21)
    }

    func testSyntaxErrorsPointAtTheirColumn() {
        XCTAssertEqual(syntaxError("")?.column, 1)
        XCTAssertEqual(syntaxError("ES")?.column, 3)
        XCTAssertEqual(syntaxError("ES|<AL>")?.column, 4)
        XCTAssertEqual(syntaxError("ES|A,")?.column, 6)
        XCTAssertEqual(syntaxError("ES|A;")?.column, 6)
        XCTAssertEqual(syntaxError("ES| A")?.column, 4)
        XCTAssertEqual(syntaxError("ES|!")?.column, 5)
        XCTAssertEqual(syntaxError("ES|<ALL>x")?.column, 9)
    }

    func testIdsResolveAgainstTheModelsWithSuggestions() {
        let diagnostics = SpecificData.check("ESP|<ALL>;FR|ESP_I_3,FRA_I1", models: models, scanMode: nil)
        XCTAssertEqual(diagnostics.map(\.ruleID), Array(repeating: "specific-data.unknown-id", count: 3))
        XCTAssertEqual(diagnostics.map(\.suggestion), ["ES", nil, "FRA_I_1"])
        XCTAssertEqual(diagnostics.map(\.location.column), [1, 14, 22])
        XCTAssertTrue(diagnostics[1].message.contains("it is a version of 'ES'"), diagnostics[1].message)
        XCTAssertEqual(SpecificData.check("ES|ESP_I_3,!ESP_I_4;FR|", models: models, scanMode: "MODE_SEARCH"), [])
    }

    func testScanModes() {
        XCTAssertEqual(SpecificData.check("ES|ESP_I_3", models: models, scanMode: "MODE_SPECIFIC"), [])
        XCTAssertEqual(
            SpecificData.check("FR|<ALL>", models: models, scanMode: "MODE_SPECIFIC"), [], "FR has one version")
        XCTAssertEqual(
            SpecificData.check("ES|!ESP_I_3", models: models, scanMode: "MODE_SPECIFIC"), [], "ES minus one leaves one")
        let many = SpecificData.check("ES|<ALL>", models: models, scanMode: "MODE_SPECIFIC")
        XCTAssertEqual(many.map(\.ruleID), ["specific-data.scan-mode"])
        XCTAssertTrue(many[0].message.contains("selects 2"), many[0].message)
        let generic = SpecificData.check("ES|<ALL>", models: models, scanMode: "MODE_GENERIC")
        XCTAssertEqual(generic.map(\.severity), [.note])
        // Without models, only what the string itself says.
        XCTAssertEqual(SpecificData.check("ES|A", models: nil, scanMode: "MODE_SPECIFIC"), [])
        XCTAssertEqual(
            SpecificData.check("ES|<ALL>", models: nil, scanMode: "MODE_SPECIFIC").map(\.ruleID),
            ["specific-data.scan-mode"])
    }
}
