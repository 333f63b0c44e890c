import Diagnostics
import XCTest

/// The parsed document is kept flat and read lazily: lookups by key, children, strings,
/// numbers and locations must give what a tree of values gave.
final class JSONTapeTests: XCTestCase {
    func testKeyLookupMatchesStringEquality() throws {
        // Escaped and non-ASCII keys compare as Swift strings do (canonical equivalence:
        // U+212A KELVIN SIGN is "K"); the first of duplicate keys wins.
        let node = try JSONParser().parse(
            #"{"\u0074y": 1, "K": 2, "\u212a": 3, "caf\u00e9": 4, "cafe\u0301x": 5, "ab": 6, "a": 7, "ab\n": 8}"#)
        XCTAssertEqual(node["ty"]?.number, 1)
        XCTAssertEqual(node["K"]?.number, 2)
        XCTAssertEqual(node["\u{212A}"]?.number, 2)
        XCTAssertEqual(node["café"]?.number, 4)
        XCTAssertEqual(node["cafe\u{301}"]?.number, 4)
        XCTAssertEqual(node["caféx"]?.number, 5)
        XCTAssertEqual(node["a"]?.number, 7)
        XCTAssertEqual(node["ab"]?.number, 6)
        XCTAssertEqual(node["ab\n"]?.number, 8)
        XCTAssertNil(node["abc"])
        XCTAssertNil(node["t"])
        XCTAssertNil(node[""])
        for member in try XCTUnwrap(node.members) {
            XCTAssertEqual(node[member.key]?.line, member.value.line, member.key)
        }
    }

    func testChildrenSkipNestedContainers() throws {
        let node = try JSONParser().parse(#"{"a": [[1, [2]], {"b": {"c": []}}, 3], "d": {}, "e": "x"}"#)
        XCTAssertEqual(node.members?.map(\.key), ["a", "d", "e"])
        let items = try XCTUnwrap(node["a"]?.array)
        XCTAssertEqual(items.map(\.kindName), ["array", "object", "number"])
        XCTAssertEqual(items[0].array?[1].array?.first?.number, 2)
        XCTAssertEqual(items[1]["b"]?["c"]?.array?.count, 0)
        XCTAssertEqual(items[2].number, 3)
        XCTAssertEqual(node["d"]?.members?.count, 0)
        XCTAssertEqual(node["e"]?.string, "x")
        XCTAssertTrue(node.isContainer)
        XCTAssertFalse(items[2].isContainer)
        if case .object(let members) = node.value {
            XCTAssertEqual(members.count, 3)
        } else {
            XCTFail("the root is an object")
        }
    }

    func testLocationsOnManyLinesAndAfterAByteOrderMark() throws {
        let text = "[\n" + (1...500).map { "  \($0)" }.joined(separator: ",\n") + "\n]"
        let items = try XCTUnwrap(JSONParser().parse(text).array)
        XCTAssertEqual(items.count, 500)
        for (index, item) in items.enumerated() {
            XCTAssertEqual([item.line, item.column], [index + 2, 3])
        }
        let marked = try JSONParser().parse([0xEF, 0xBB, 0xBF] + Array("{\"a\":\r\n [true]}".utf8))
        XCTAssertEqual([marked.line, marked.column], [1, 1])
        let member = try XCTUnwrap(marked.members?.first)
        XCTAssertEqual([member.keyLine, member.keyColumn], [1, 2])
        XCTAssertEqual([member.value.line, member.value.column], [2, 2])
        XCTAssertEqual(member.value.array?.first?.bool, true)
    }
}
