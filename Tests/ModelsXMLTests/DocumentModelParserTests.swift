import Diagnostics
import XCTest

@testable import ModelsXML

func sample(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: samplesDirectory.appendingPathComponent(path)))
}

final class DocumentModelParserTests: XCTestCase {
    func testBuildsTheTypedModelWithLocations() throws {
        let file = DocumentModelParser.parse(try sample("models/good/documents/DocumentID_All.xml"))
        XCTAssertNil(file.parseIssue)
        XCTAssertEqual(file.schemaFindings.map(\.message), [])
        XCTAssertEqual(file.documents.map { $0.id?.value }, ["ES", "000"])
        let spain = file.documents[0]
        XCTAssertEqual(spain.iso?.value, "ESP")
        XCTAssertEqual(spain.iso.map { [$0.line, $0.column] }, [4, 23])
        let version = try XCTUnwrap(spain.versions.first)
        XCTAssertEqual(version.id?.value, "ESP_I_3")
        XCTAssertEqual(version.documentType?.value, "IDC")
        XCTAssertEqual(version.sides.map(\.tag.name), ["Front", "Back"])
        XCTAssertEqual(version.sides[0].blocks.map(\.kind), ["FACE", "ML"])
        let program = version.sides[0].blocks[1]
        XCTAssertTrue(program.isProgram)
        XCTAssertEqual(program.instructions.count, 9)
        XCTAssertEqual(program.instructions.count, program.instructionKinds.count)
        XCTAssertEqual(program.instructions[0].name, "findLineContent")
        XCTAssertEqual([program.instructions[0].line, program.instructions[0].column], [9, 11])
        XCTAssertEqual(MLInstructionTable.instructions[program.instructionKinds[3]].name, "jumpIfValid")
        let mrz = version.sides[1].blocks[0]
        XCTAssertEqual(mrz.kind, "MRZ")
        XCTAssertEqual(
            mrz.fields.compactMap { $0[attribute: "id"]?.value },
            ["DocumentCode", "DocumentNumber", "LastName", "FirstName"])
        XCTAssertEqual(mrz.fields[0][attribute: "regex"]?.value, "^I[DO<]", "entities in values are decoded")
        XCTAssertEqual(file.supported.count, 1)
    }

    func testBlinkIDNestsBlocks() {
        let xml = """
            <selphid-widget-conf version="1.0"><DocumentID id="ES" iso="ESP"><Version id="V" type="TD1" document_type="IDC">
            <Back><BLINKID><MRZ><field id="A" line="1" starts="1" count="2"/></MRZ><ML cols="1" split_by="elements"><jump dst="E"/><label src="E"/></ML></BLINKID></Back>
            </Version></DocumentID></selphid-widget-conf>
            """
        let file = DocumentModelParser.parse(Array(xml.utf8))
        XCTAssertNil(file.parseIssue)
        XCTAssertEqual(file.schemaFindings.map(\.message), [])
        let blink = file.documents[0].versions[0].sides[0].blocks[0]
        XCTAssertEqual(blink.kind, "BLINKID")
        XCTAssertEqual(blink.nested.map(\.kind), ["MRZ", "ML"])
        XCTAssertEqual(blink.nested[0].fields.count, 1)
        XCTAssertEqual(blink.nested[1].instructions.map(\.name), ["jump", "label"])
        XCTAssertEqual(file.documents[0].versions[0].allBlocks.map(\.kind), ["BLINKID", "MRZ", "ML"])
    }

    func testTyposOfAttributesAreFoundWithTheirSuggestion() {
        let xml = """
            <selphid-widget-conf version="1.0"><DocumentID id="ES" iso="ESP"><Version id="V" type="TD1" document_type="IDC"><Front>
            <ML cols="1" split_by="elements">
              <rejectIfNotValid2 reason="DocumentNotExpected" src="a" sr2="b"/>
              <matchIfValid str="s" dst="d" regex="x" value="y"/>
            </ML></Front></Version></DocumentID></selphid-widget-conf>
            """
        let findings = DocumentModelParser.parse(Array(xml.utf8)).schemaFindings
        XCTAssertEqual(
            findings.map(\.rule.id), ["models.unknown-attribute", "models.unknown-attribute"],
            "no missing-src2 on top of the sr2 typo")
        XCTAssertEqual(findings.map(\.suggestion), ["src2", "src"])
        XCTAssertEqual(findings.map { [$0.line ?? 0, $0.column ?? 0] }, [[3, 59], [4, 17]])
        XCTAssertEqual(findings[0].message, "unknown attribute 'sr2' on <rejectIfNotValid2>; did you mean 'src2'?")
    }

    func testUnknownElementsSuggestTheClosestName() {
        let xml =
            "<selphid-widget-conf version=\"1.0\"><DocumentID id=\"ES\" iso=\"ESP\"><Versoin id=\"V\"/></DocumentID></selphid-widget-conf>"
        let findings = DocumentModelParser.parse(Array(xml.utf8)).schemaFindings
        XCTAssertEqual(findings.map(\.rule.id), ["models.unknown-element"])
        XCTAssertEqual(findings.first?.suggestion, "Version")
    }

    // MARK: Untrusted input: one clear error each, nothing read, no hang.

    func testXXEIsRefusedWithoutReadingTheEntity() throws {
        let file = DocumentModelParser.parse(try sample("models/hostile/DocumentXXE.xml"))
        let issue = try XCTUnwrap(file.parseIssue)
        XCTAssertEqual(issue.kind, .doctype)
        XCTAssertEqual(issue.line, 2)
        XCTAssertTrue(file.documents.isEmpty, "nothing after the DOCTYPE is read")
        XCTAssertFalse(issue.message.contains("root:"), "no file content leaks into the message")
    }

    /// Refused where the DOCTYPE opens, before its first entity is declared: where the parser
    /// stopped shows no expansion happened (not how long it took).
    func testBillionLaughsIsRefusedAtOnce() throws {
        let file = DocumentModelParser.parse(try sample("models/hostile/DocumentBillionLaughs.xml"))
        let issue = try XCTUnwrap(file.parseIssue)
        XCTAssertEqual(issue.kind, .doctype)
        XCTAssertEqual(issue.line, 2, "stopped at the DOCTYPE, before the entities of lines 3-13")
        XCTAssertTrue(file.documents.isEmpty)
    }

    func testTenThousandDeepNestingIsAnErrorNotACrash() throws {
        let depth = 10_000
        let xml =
            "<selphid-widget-conf version=\"1.0\">" + String(repeating: "<DocumentID>", count: depth)
            + String(repeating: "</DocumentID>", count: depth) + "</selphid-widget-conf>"
        let file = DocumentModelParser.parse(Array(xml.utf8))
        let issue = try XCTUnwrap(file.parseIssue)
        XCTAssertEqual(issue.kind, .malformed)
        XCTAssertTrue(issue.message.contains("nested deeper than 256"), issue.message)
        XCTAssertEqual(issue.line, 1)
    }

    func testInvalidUTF8IsLocated() throws {
        let file = DocumentModelParser.parse(try sample("models/hostile/DocumentInvalidUTF8.xml"))
        let issue = try XCTUnwrap(file.parseIssue)
        XCTAssertEqual(issue.kind, .malformed)
        XCTAssertEqual(issue.line, 3)
        XCTAssertTrue(issue.message.contains("UTF-8"), issue.message)
    }

    func testAttributeLocationsFollowNewlinesInsideValues() throws {
        let (root, issue) = XMLTree.parse(Array("<r>\n  <a x=\"1\n2\" y='3'\n z\n =\n \"4\"/></r>".utf8))
        XCTAssertNil(issue)
        let a = try XCTUnwrap(root?.children.first)
        XCTAssertEqual([a.line, a.column], [2, 3])
        XCTAssertEqual(a.attributes.map { [$0.line, $0.column] }, [[2, 6], [3, 4], [4, 2]])
        XCTAssertEqual(a.attributes.map(\.value), ["1 2", "3", "4"], "libxml2 normalises the newline in a value")
    }

    func testAttributeLocationsSkipNamespaceDeclarations() throws {
        let (root, issue) = XMLTree.parse(Array("<a xmlns=\"urn:x\" xmlns:p=\"urn:p\"\n   b=\"1\" p:c='2'/>".utf8))
        XCTAssertNil(issue)
        let a = try XCTUnwrap(root)
        XCTAssertEqual(a.attributes.map(\.name), ["b", "p:c"])
        XCTAssertEqual(a.attributes.map { [$0.line, $0.column] }, [[2, 4], [2, 10]])
        XCTAssertEqual(a.attributes.map(\.value), ["1", "2"])
    }
}
