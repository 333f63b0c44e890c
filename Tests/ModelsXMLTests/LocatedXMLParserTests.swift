import Diagnostics
import ModelsXML
import XCTest

final class LocatedXMLParserTests: XCTestCase {
    func parse(_ text: String) -> (LocatedElement?, XMLParseIssue?) {
        let (root, issue) = XMLTree.parse(Array(text.utf8))
        return (root, issue)
    }

    func testElementsAndAttributesKeepTheirLineAndColumn() throws {
        let (root, issue) = parse("<a x=\"1\">\n  <b  y='2'\n     z=\"3\"/>\n</a>\n")
        XCTAssertNil(issue)
        let a = try XCTUnwrap(root)
        XCTAssertEqual([a.line, a.column], [1, 1])
        XCTAssertEqual(a[attribute: "x"].map { [$0.line, $0.column] }, [1, 4])
        let b = try XCTUnwrap(a.children.first)
        XCTAssertEqual([b.line, b.column], [2, 3])
        XCTAssertEqual(b[attribute: "y"].map { [$0.line, $0.column] }, [2, 7])
        XCTAssertEqual(b[attribute: "z"].map { [$0.line, $0.column] }, [3, 6])
        XCTAssertEqual(b[attribute: "z"]?.value, "3")
    }

    /// Positions taken from libxml2's own value pointers: white space and a line break around
    /// `=`, a prefixed name beside its namespace declaration, a value not copied.
    func testAttributePositionsAroundTheEqualsSign() throws {
        let (root, issue) = parse("<a p:x =\n 'v' xmlns:p=\"u\" y=\"w\"/>")
        XCTAssertNil(issue)
        let a = try XCTUnwrap(root)
        XCTAssertEqual(a.attributes.map(\.name), ["p:x", "y"])
        XCTAssertEqual(a[attribute: "p:x"].map { [$0.line, $0.column, $0.valueLine, $0.valueColumn] }, [1, 4, 2, 3])
        XCTAssertEqual(a[attribute: "y"].map { [$0.line, $0.column, $0.valueLine, $0.valueColumn] }, [2, 18, 2, 21])
    }

    /// 64 bytes: a model file has tens of thousands of attributes.
    func testAnAttributeTakesSixtyFourBytes() {
        XCTAssertEqual(MemoryLayout<XMLAttribute>.stride, 64)
        XCTAssertNil(XMLAttribute(name: "x", value: "", line: 1, column: 1, sourceValue: "").sourceValue)
        XCTAssertEqual(XMLAttribute(name: "x", value: " ", line: 1, column: 1, sourceValue: "\t").sourceValue, "\t")
    }

    func testAttributeValuesHaveTheirReferencesResolved() throws {
        let (root, issue) = parse("<a x=\"Rock&amp;Roll &lt;&#38;&amp;#38;\" y=\"a\n\tb\"/>")
        XCTAssertNil(issue)
        XCTAssertEqual(root?[attribute: "x"]?.value, "Rock&Roll <&&#38;")
        XCTAssertEqual(root?[attribute: "x"]?.sourceValue, nil, "no white space to keep")
        XCTAssertEqual(root?[attribute: "y"]?.value, "a  b", "XML normalises line breaks and tabs to spaces")
        XCTAssertEqual(root?[attribute: "y"]?.sourceValue, "a\n\tb")
        XCTAssertEqual(root?[attribute: "y"].map { [$0.valueLine, $0.valueColumn] }, [1, 44])
    }

    func testMalformedXMLIsLocated() throws {
        let (_, issue) = parse("<translations>\n<token id=\"a\">A</token>\n<token id=\"b\">B</toen>\n</translations>\n")
        let found = try XCTUnwrap(issue)
        XCTAssertEqual(found.kind, .malformed)
        XCTAssertEqual(found.line, 3)
        XCTAssertTrue(found.message.contains("mismatch"), found.message)
    }

    func testCommentsAreLocatedAtTheirOpening() {
        let text = "<?xml version=\"1.0\"?>\n<!-- one <b> -->\n<root>\n  <a/> <!-- two\nlines -->\n</root>\n"
        let comments = XMLComments.parse(Array(text.utf8))
        XCTAssertEqual(
            comments,
            [
                XMLComment(text: " one <b> ", line: 2, column: 1),
                XMLComment(text: " two\nlines ", line: 4, column: 8),
            ])
        XCTAssertEqual(comments.map(\.endLine), [2, 5])
        // The tree builder does not ask for comments.
        XCTAssertEqual(parse(text).0?.children.map(\.name), ["a"])
    }
}
