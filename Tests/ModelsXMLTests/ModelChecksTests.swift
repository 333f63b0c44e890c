import Diagnostics
import ResourceBundle
import RuleCatalog
import XCTest

@testable import ModelsXML

final class ModelChecksTests: XCTestCase {
    func findings(_ xml: String) -> [ModelFinding] {
        let file = DocumentModelParser.parse(Array(xml.utf8))
        XCTAssertNil(file.parseIssue)
        return ModelFileChecks.run(file)
    }

    func wrap(_ versions: String, id: String = "id=\"ES\" iso=\"ESP\"") -> String {
        "<selphid-widget-conf version=\"1.0\">\n<DocumentID \(id)>\n\(versions)\n</DocumentID>\n</selphid-widget-conf>\n"
    }

    func testTheCleanSampleHasNoFinding() throws {
        let file = DocumentModelParser.parse(try sample("models/good/documents/DocumentID_All.xml"))
        XCTAssertEqual(ModelFileChecks.run(file).map { "\($0.line ?? 0): \($0.message)" }, [])
    }

    func testTheBrokenSampleTriggersEveryPerFileRule() throws {
        let file = DocumentModelParser.parse(try sample("models/broken/documents/DocumentID_All.xml"))
        let found = Set(ModelFileChecks.run(file).map(\.rule.id))
        // models.unresolved-rule and models.field-name need the bundle (DocumentRules.xml
        // beside the models, output names across every model file).
        let perFile = Set(RuleRegistry.rules(in: "models").map(\.id)).subtracting([
            "models.unresolved-rule", "models.field-name",
        ])
        XCTAssertEqual(perFile.subtracting(found), [], "rules the broken sample does not trigger")
    }

    func testMRZFormatComesFromTheMRZBlockOrTheDocumentTypeNotFromVersionType() {
        // Passports: TD3 (44 per line) although Version type says TD1, as in the vendor's files.
        XCTAssertEqual(
            findings(
                wrap(
                    """
                    <Version id="P" type="TD1" document_type="PSP"><Front><MRZ>
                    <field id="Opt1" line="2" starts="29" count="14"/><field id="Name" line="1" starts="6" count="39"/>
                    </MRZ></Front></Version>
                    """)
            ).map(\.message), [])
        // A card: TD1, 30 per line, 3 lines.
        let card = findings(
            wrap(
                """
                <Version id="C" type="TD1" document_type="IDC"><Back><MRZ>
                <field id="CountryPart" line="2" starts="19" count="12"/>
                </MRZ></Back></Version>
                """))
        XCTAssertEqual(card.map(\.message), [], "19 + 12 - 1 = 30 fits a TD1 line")
        let over = findings(
            wrap(
                """
                <Version id="C" type="TD1" document_type="IDC"><Back><MRZ>
                <field id="CountryPart" line="2" starts="19" count="13"/>
                </MRZ></Back></Version>
                """))
        XCTAssertEqual(over.map(\.rule.id), ["models.mrz-geometry"])
        XCTAssertEqual(over.first?.suggestion, "12")
        // mrzType="Type2" is TD2 (36 per line).
        XCTAssertEqual(
            findings(
                wrap(
                    """
                    <Version id="V" type="TD1" document_type="VIS"><Front><MRZ mrzType="Type2">
                    <field id="Opt1" line="2" starts="29" count="8"/><field id="Name" line="1" starts="6" count="31"/>
                    </MRZ></Front></Version>
                    """)
            ).map(\.message), [])
        // lines="2" narrows a TD1 card to two lines.
        XCTAssertEqual(
            findings(
                wrap(
                    """
                    <Version id="B" type="TD1" document_type="IDC"><Back><MRZ lines="2">
                    <field id="Name" line="3" starts="1" count="30"/>
                    </MRZ></Back></Version>
                    """)
            ).map(\.message), ["MRZ field 'Name' is on line 3 but an MRZ of the TD1 format has 2 lines"])
    }

    func testVariableStartsAndCountsAreValid() {
        XCTAssertEqual(
            findings(
                wrap(
                    """
                    <Version id="B" type="TD1" document_type="IDC"><Back><MRZ>
                    <field id="LastName" line="1" starts="6" count="??"/><field id="FirstName" line="1" starts="??" count="36"/>
                    <field id="IDCardNumber" move="DocumentNumber"/>
                    </MRZ></Back></Version>
                    """)
            ).map(\.message), [])
    }

    func testCountryCodes() {
        XCTAssertEqual(
            findings(wrap("<Version id=\"V\" type=\"TD1\" document_type=\"DLI\"/>", id: "id=\"USA\" iso=\"USA\"")).map(
                \.message), [])
        XCTAssertEqual(
            findings(wrap("<Version id=\"V\" type=\"TD1\" document_type=\"CUS\"/>", id: "id=\"XX\" iso=\"XXX\"")).map(
                \.message), [])
        XCTAssertEqual(
            findings(wrap("<Version id=\"V\" type=\"TD1\" document_type=\"IDC\"/>", id: "id=\"000\" iso=\"ESP\"")).map(
                \.rule.id), ["models.country-code"])
        let wrong = findings(
            wrap("<Version id=\"V\" type=\"TD1\" document_type=\"IDC\"/>", id: "id=\"DE\" iso=\"GER\""))
        XCTAssertEqual(
            wrong.map(\.message),
            ["iso 'GER' is not an ISO 3166-1 alpha-3 code (or 000 for generic); did you mean 'DEU'?"])
    }

    func testDocumentIDShortFormAndMismatch() {
        XCTAssertEqual(
            findings(wrap("<Version id=\"DLI\" type=\"TD1\" document_type=\"DLI\" document_id=\"DLI\"/>")).map(
                \.message), [])
        XCTAssertEqual(
            findings(
                wrap("<Version id=\"V\" type=\"TD1\" document_type=\"IDC\" document_id=\"FRA-00-IDC-2015-V03-01-00\"/>")
            ).first?.suggestion,
            "ESP-00-IDC-2015-V03-01-00")
    }

    func testThresholdsAcceptRatiosAndWholeEditCounts() {
        let program = { (threshold: String) in
            self.findings(
                self.wrap(
                    """
                    <Version id="V" type="TD1" document_type="IDC"><Front><ML cols="1" split_by="elements">
                    <findLineContent dst="a" content="A" threshold="\(threshold)"/><assignField src="a" field="F"/>
                    </ML></Front></Version>
                    """)
            ).map(\.rule.id)
        }
        XCTAssertEqual(program("0.3"), [])
        XCTAssertEqual(program("1"), [])
        XCTAssertEqual(program("3"), [])
        XCTAssertEqual(program("1.5"), ["models.threshold-range"])
        XCTAssertEqual(program("-0.1"), ["models.threshold-range"])
        XCTAssertEqual(program("0,3"), ["models.threshold-range"])
    }

    func testProgramAnalysisKnowsTheVendorsIdioms() {
        let result = findings(
            wrap(
                """
                <Version id="V" type="TD1" document_type="IDC"><Front><ML cols="1" split_by="elements">
                <findLineMatch src="line" dst="num" regex="([0-9]+)" value="($1)"/>
                <matchIfValid src="line" dst="num2" regex="" value=""/>
                <matchIfValid dst="num" regex="^0(.*)" value="($1)"/>
                <assignIfContent dst="flag" value="NO" op="not_exists" overwrite="false"/>
                <rejectIfNotValid src="num" label="NEXT"/>
                <assignResult src="$_ESP-00-IDC-2015-V03-01-00" field="DocumentModel"/>
                <assignField src="num2" field="A"/><assignField src="flag" field="B"/>
                <rejectIfNotValid src="dummy"/>
                <label src="NEXT"/>
                </ML></Front></Version>
                """))
        XCTAssertEqual(result.map(\.message), [])
    }

    func testReadBeforeWriteSuggestsTheWrittenName() {
        let result = findings(
            wrap(
                """
                <Version id="V" type="TD1" document_type="IDC"><Front><ML cols="1" split_by="elements">
                <findLineContent dst="res1" content="A"/><findLineContent dst="res3" content="B"/>
                <rejectIfNotValid2 src="res1" src2="res2"/>
                </ML></Front></Version>
                """))
        XCTAssertEqual(result.map(\.rule.id), ["models.read-before-write", "models.unused-variable"])
        XCTAssertEqual(result.first?.line, 5)
    }

    func testSupportedListsAcceptUKAndXK() {
        XCTAssertEqual(
            findings(
                wrap("", id: "id=\"KR\" iso=\"KOR\"").replacingOccurrences(
                    of: "</selphid-widget-conf>",
                    with:
                        "<Supported Front=\"GB,UK,XK\" Back=\"ALL\" Exceptions-Front=\"KR\" Exceptions-Back=\"\"/></selphid-widget-conf>"
                )
            ).map(\.message), [])
    }
}

/// ICAO 9303 field tables, format inference, output field names (issue 11).
final class ModelSemanticsTests: XCTestCase {
    func findings(_ versions: String) -> [ModelFinding] {
        let xml =
            "<selphid-widget-conf version=\"1.0\">\n<DocumentID id=\"ES\" iso=\"ESP\">\n\(versions)\n</DocumentID>\n</selphid-widget-conf>\n"
        let file = DocumentModelParser.parse(Array(xml.utf8))
        XCTAssertNil(file.parseIssue)
        return ModelFileChecks.run(file)
    }

    func testAFormatIsInferredFromWhereTheStandardFieldsSit() {
        // The Brazilian foreign card of the real files: lines="2", no type, TD2 positions.
        let card = findings(
            """
            <Version id="RNE" type="TD1" document_type="FOC"><Back><MRZ lines="2">
            <field id="DocumentCode" line="1" starts="1" count="2"/><field id="FirstName" line="1" starts="??" count="36"/>
            <field id="DocumentNumber" line="2" starts="1" count="9"/><field id="Nationality" line="2" starts="11" count="3"/>
            <field id="DateOfBirth" line="2" starts="14" count="6"/><field id="Gender" line="2" starts="21" count="1"/>
            <field id="DateOfExpiry" line="2" starts="22" count="6"/>
            </MRZ></Back></Version>
            """)
        XCTAssertEqual(card.map(\.message), [])
        // One field out of place in a card that is otherwise TD1 is reported with the standard's positions.
        let moved = findings(
            """
            <Version id="C" type="TD1" document_type="IDC"><Back><MRZ>
            <field id="DateOfBirth" line="2" starts="1" count="6"/><field id="Gender" line="2" starts="8" count="1"/>
            <field id="DateOfExpiry" line="2" starts="9" count="5"/><field id="Nationality" line="2" starts="17" count="3"/>
            </MRZ></Back></Version>
            """)
        XCTAssertEqual(
            moved.map(\.message),
            [
                "MRZ field 'DateOfExpiry' is line 2, characters 9-13, but the date of expiry of the TD1 format (ICAO 9303 Part 5) is line 2, characters 9-14",
                "MRZ field 'Nationality' is line 2, characters 17-19, but the nationality of the TD1 format (ICAO 9303 Part 5) is line 2, characters 16-18",
            ])
        XCTAssertEqual(moved.first?.suggestion, "6")
    }

    func testOutputFieldNameSlips() {
        let slips = OutputFieldNames.slips([
            "DateOfExpiry": 206, "DateOfExpity": 2, "LastName": 117, "Lastname": 14, "END": 1, "End": 1,
            "Opt1": 50, "Opt2": 40, "ClassBDateOfIssue": 20, "ClassCDateOfIssue": 14, "GivenNames": 26, "GivenName": 7,
            "Height": 15, "Weight": 8, "Heigth": 1, "Barcode": 1, "Barcode#": 1, "Section": 2, "Seccion": 4,
            "addressDepartment": 2, "AddressDepartment": 1,
        ])
        XCTAssertEqual(
            slips,
            [
                "DateOfExpity": "DateOfExpiry", "Lastname": "LastName", "END": "End", "Heigth": "Height",
                "addressDepartment": "AddressDepartment",
            ])
    }

    /// `Markex` is one letter from `Marked` and from `Market`, used as often: the name meant
    /// is the first by bytes, whatever order the dictionary holds them in (it changes from
    /// one process, and one capacity, to the next).
    func testOutputFieldNameSlipBetweenTwoEquallyCommonNamesIsTheSameEveryRun() {
        for capacity in [0, 3, 17, 64, 1000] {
            for marked in [3, 9] {
                var counts = [String: Int](minimumCapacity: capacity)
                for (name, count) in [("Market", 9), ("Markex", 1), ("Marked", marked), ("MarketPlace", 4)] {
                    counts[name] = count
                }
                XCTAssertEqual(
                    OutputFieldNames.slips(counts)["Markex"], marked == 9 ? "Marked" : "Market",
                    "capacity \(capacity), Marked used \(marked) times")
            }
        }
    }
}
