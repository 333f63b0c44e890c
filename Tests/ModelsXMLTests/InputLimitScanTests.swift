import Diagnostics
import Foundation
import ModelsXML
import XCTest

/// The linear pre-scan that refuses files past the input limits, located where they go past.
final class InputLimitScanTests: XCTestCase {
    private func limits(attributes: Int = 256, depth: Int = 64, line: Int = 256 << 10) -> InputLimits {
        var limits = InputLimits()
        limits.maxAttributes = attributes
        limits.maxDepth = depth
        limits.maxLineLength = line
        return limits
    }

    private func scan(_ text: String, xml: Bool = true, _ limits: InputLimits) -> InputLimitScan.Violation? {
        InputLimitScan.check(Array(text.utf8), xml: xml, limits: limits)
    }

    func testAttributesAreCountedOutsideQuotesCommentsAndCData() {
        let text = """
            <?xml version="1.0"?>
            <!-- <a x="1" y="2" z="3"> -->
            <root><![CDATA[<a x=1 y=2 z=3>]]>
              <a x="=" y='a=b'/>
              <b x="1"
                 y="2" z="3"/>
            </root>
            """
        XCTAssertEqual(
            scan(text, limits(attributes: 2)),
            InputLimitScan.Violation(
                message: "an element has 3 attributes, over the limit of 2 (maxAttributes)", line: 5, column: 3))
        XCTAssertNil(scan(text, limits(attributes: 3)))
    }

    /// The library names the limit by its configuration key; a caller names it its own way
    /// (the CLI: its flag), and the finding says that name.
    func testAFindingNamesTheLimitAsTheCallerSetsIt() {
        var named = limits(depth: 1)
        XCTAssertEqual(scan("<a><b/></a>", named)?.message, "elements nest 2 deep here, over the limit of 1 (maxDepth)")
        named.names[.maxDepth] = "--max-depth"
        XCTAssertEqual(
            scan("<a><b/></a>", named)?.message, "elements nest 2 deep here, over the limit of 1 (--max-depth)")
    }

    /// A value ending in `/` does not close its element; `/ >` with white space does.
    func testSelfClosingIsReadAfterTheLastValue() {
        let text = "<a x=\"/\"><b y=\"1\" / ></a>"
        XCTAssertNil(scan(text, limits(depth: 2)))
        XCTAssertEqual(scan(text, limits(depth: 1))?.line, 1)
        XCTAssertNil(scan("<a x=\"/\"/><b/>", limits(depth: 1)), "two roots: not XML, but one deep each")
    }

    func testDepthCountsSelfClosedElementsAndEndTags() {
        let text = "<a>\n <b>\n  <c/>\n </b>\n <b><c><d/></c></b>\n</a>\n"
        XCTAssertNil(scan(text, limits(depth: 4)))
        XCTAssertEqual(
            scan(text, limits(depth: 3)),
            InputLimitScan.Violation(
                message: "elements nest 4 deep here, over the limit of 3 (maxDepth)", line: 5, column: 8))
        XCTAssertEqual(scan(text, limits(depth: 2))?.line, 3)
    }

    func testLongLinesInXMLAndStrings() {
        XCTAssertEqual(
            scan("<a>\n<b>0123456789</b>\r\n</a>", limits(line: 16)),
            InputLimitScan.Violation(
                message: "line 2 is 17 bytes long, over the limit of 16 (maxLineLength)", line: 2, column: 17))
        XCTAssertNil(scan("<a>\n<b>0123456789</b>\r\n</a>", limits(line: 17)))
        XCTAssertEqual(scan("\"k\" = \"v\";\n\"key\" = \"value\";", xml: false, limits(line: 12))?.line, 2)
    }

    func testMalformedInputEndsTheScan() {
        for text in ["<", "<a", "<a x=\"", "<!--", "<![CDATA[", "<?", "</", "<a <b <c", "\"<a>\""] {
            _ = scan(text, limits(attributes: 1, depth: 1, line: 2))
        }
        XCTAssertEqual(scan("<a <b <c>", limits(depth: 2))?.column, 7)
    }
}

/// Fuzz crashers of the located XML reader (`Tests/Fixtures/fuzz/xml-*`): every tag and
/// attribute is located on a line of the input, at a column within that line.
final class LocatedXMLFuzzRegressionTests: XCTestCase {
    private final class Collector: XMLContentHandler {
        var places: [(line: Int, column: Int)] = []
        func startElement(_ tag: XMLStartTag) {
            places.append((tag.line, tag.column))
            places += tag.attributes.map { ($0.line, $0.column) }
        }
        func endElement(_ name: String) {}
    }

    func testTagsOfFuzzCrashersAreInsideTheInput() throws {
        let folder = fixturesDirectory.appendingPathComponent("fuzz")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("xml-") }
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(\.count)
            let collector = Collector()
            _ = LocatedXMLParser.parse(bytes, handler: collector)
            XCTAssertFalse(collector.places.isEmpty, name)
            for place in collector.places {
                XCTAssertTrue(
                    place.line >= 1 && place.line <= lines.count && place.column >= 1
                        && place.column <= lines[place.line - 1] + 1,
                    "\(name): \(place.line):\(place.column) is outside the input")
            }
        }
    }
}
