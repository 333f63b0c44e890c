import XCTest

@testable import ModelsXML

/// Model files are indexed on the core that parsed them and merged in file order: the merged
/// index must be the one made by adding the files in turn.
final class ModelIndexTests: XCTestCase {
    private func model(_ body: String) -> DocumentModelFile {
        DocumentModelParser.parse(Array("<selphid-widget-conf version=\"1.0\">\(body)</selphid-widget-conf>".utf8))
    }

    func testMergingPerFileIndexesEqualsAddingTheFilesInTurn() {
        let files = [
            model(
                """
                <DocumentID id="ES" iso="ESP"><Version id="ESP_I_3" type="TD1" document_type="IDC"/></DocumentID>
                <DocumentID id="FR" iso="FRA"><Version id="FRA_I_1" type="TD1" document_id="FR-ID"/></DocumentID>
                """),
            // ES again, with another iso (the first wins), a repeated and a new version.
            model(
                """
                <DocumentID id="ES" iso="XXX"><Version id="ESP_I_4" type="TD1" document_type="DL"/>
                <Version id="ESP_I_3" type="TD1"/></DocumentID>
                <DocumentID id="IT" iso="ITA"><Version id="ITA_I_1" type="TD1"/></DocumentID>
                """),
            model("<DocumentID id=\"FR\" iso=\"FRA\"><Version id=\"FRA_I_2\" type=\"TD1\"/></DocumentID>"),
        ]
        let inTurn = ModelIndex(files)
        var merged = ModelIndex()
        for file in files { merged.add(ModelIndex([file])) }
        XCTAssertEqual(merged.countryOrder, ["ES", "FR", "IT"])
        XCTAssertEqual(merged.countryOrder, inTurn.countryOrder)
        for id in inTurn.countryOrder {
            let (a, b) = (merged.countries[id]!, inTurn.countries[id]!)
            XCTAssertEqual(a.iso, b.iso, id)
            XCTAssertEqual(a.versions, b.versions, id)
            XCTAssertEqual(a.otherNames, b.otherNames, id)
        }
        XCTAssertEqual(merged.countries["ES"]?.iso, "ESP")
        XCTAssertEqual(merged.countries["ES"]?.versions, ["ESP_I_3", "ESP_I_4"])
        XCTAssertEqual(merged.countries["ES"]?.otherNames, ["IDC", "DL"])
    }
}
