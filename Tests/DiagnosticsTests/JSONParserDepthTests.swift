import Diagnostics
import XCTest

/// The parser's fast paths (numbers computed without text, strings without escapes decoded
/// in place) must give exactly what the general paths give.
final class JSONParserFastPathTests: XCTestCase {
    func testNumbersMatchDoubleParsing() throws {
        let spellings = [
            "0", "-0", "1", "-1", "100", "0.1", "0.3", "-2.5e1", "1e22", "1e23", "1.5e-22", "1e-23", "123456789012345",
            "1234567890123456789", "9007199254740993", "0.000000000000000000000000001", "3.14159265358979323846",
            "2.2250738585072014e-308",
            "1.7976931348623157e308", "5e-324", "0e400", "-0.0", "1E5", "1e+5", "12.34e-3", "0.1234567890123456",
            "100.000",
        ]
        for spelling in spellings {
            let node = try JSONParser().parse("[\(spelling)]")
            let parsed = try XCTUnwrap(node.array?.first?.number, spelling)
            let expected = try XCTUnwrap(Double(spelling), spelling)
            XCTAssertEqual(parsed.bitPattern, expected.bitPattern, "\(spelling): \(parsed) != \(expected)")
        }
    }

    func testRandomNumbersMatchDoubleParsing() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let digits = String(UInt64.random(in: 0...UInt64.max, using: &generator)).prefix(
                Int.random(in: 1...19, using: &generator))
            let point = Int.random(in: 0...digits.count, using: &generator)
            var spelling = digits.count > 1 && digits.first == "0" ? "1" + digits.dropFirst() : String(digits)
            if point > 0, point < spelling.count {
                spelling.insert(".", at: spelling.index(spelling.startIndex, offsetBy: point))
            }
            if Bool.random(using: &generator) { spelling += "e\(Int.random(in: -30...30, using: &generator))" }
            let parsed = try XCTUnwrap(JSONParser().parse(spelling).number, spelling)
            XCTAssertEqual(parsed.bitPattern, try XCTUnwrap(Double(spelling)).bitPattern, spelling)
        }
    }

    func testStringsWithAndWithoutEscapes() throws {
        let node = try JSONParser().parse(#"["plain", "", "tab\there", "\u00e9t\u00e9", "end\\"]"#)
        XCTAssertEqual(node.array?.compactMap(\.string), ["plain", "", "tab\there", "été", "end\\"])
    }

    func testLargeArraysAndObjectsKeepEveryValueInOrder() throws {
        let count = 50_000
        let text = "{" + (0..<count).map { "\"k\($0)\": [\($0), \"v\($0)\"]" }.joined(separator: ",") + "}"
        let members = try XCTUnwrap(JSONParser().parse(text).members)
        XCTAssertEqual(members.count, count)
        XCTAssertEqual(members[count - 1].key, "k\(count - 1)")
        XCTAssertEqual(members[1234].value.array?.first?.number, 1234)
        XCTAssertEqual(members[1234].value.array?.last?.string, "v1234")
    }
}
