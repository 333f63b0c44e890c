import Diagnostics
import XCTest

final class JSONParserTests: XCTestCase {
    func testValuesAndTheirLocations() throws {
        let node = try JSONParser().parse(
            "{\n  \"a\": [1, -2.5e1, true, null],\n  \"b\": \"x\\u00e9\\ud83d\\ude00\\n\"\n}")
        let members = try XCTUnwrap(node.members)
        XCTAssertEqual(members.map(\.key), ["a", "b"])
        XCTAssertEqual([members[0].keyLine, members[0].keyColumn], [2, 3])
        let array = try XCTUnwrap(node["a"]?.array)
        XCTAssertEqual(array.map { $0.number }, [1, -25, nil, nil])
        XCTAssertEqual(array[2].bool, true)
        XCTAssertTrue(array[3].isNull)
        XCTAssertEqual([array[1].line, array[1].column], [2, 12])
        XCTAssertEqual(node["b"]?.string, "xé😀\n")
    }

    func testDuplicateKeysAreKept() throws {
        let node = try JSONParser().parse(#"{"k": 1, "k": 2}"#)
        XCTAssertEqual(node.members?.map(\.key), ["k", "k"])
        XCTAssertEqual(node["k"]?.number, 1)
    }

    func testSyntaxErrorsAreLocated() {
        let cases: [(String, Int, Int, String)] = [
            ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected ':'"),
            ("[1, 2", 1, 6, "']' is missing"),
            ("{\"a\": tru}", 1, 7, "invalid literal"),
            ("[01]", 1, 2, "leading zero"),
            ("\"abc", 1, 5, "unterminated string"),
            ("[1] x", 1, 5, "after the JSON value"),
            ("", 1, 1, "empty document"),
            ("{\"a\": \"\\q\"}", 1, 8, "invalid escape"),
        ]
        for (text, line, column, fragment) in cases {
            XCTAssertThrowsError(try JSONParser().parse(text), text) { error in
                let syntax = error as! JSONSyntaxError
                XCTAssertEqual([syntax.line, syntax.column], [line, column], "\(text): \(syntax)")
                XCTAssertTrue(syntax.message.contains(fragment), "\(text): \(syntax.message)")
            }
        }
    }

    func testDeepNestingIsBoundedNotACrash() throws {
        let depth = 100_000
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        XCTAssertThrowsError(try JSONParser(maxDepth: 10_000).parse(deep)) { error in
            XCTAssertTrue((error as! JSONSyntaxError).message.contains("nesting deeper than 10000"))
        }
        let allowed = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        XCTAssertNotNil(try JSONParser().parse(allowed).array)
    }

    func testByteOrderMarkIsTolerated() throws {
        XCTAssertEqual(try JSONParser().parse([0xEF, 0xBB, 0xBF] + Array("{\"a\":1}".utf8))["a"]?.number, 1)
    }

    func testWriterRoundTripsThroughTheParser() throws {
        let output = JSONOutput.object([
            ("s", .string("a\"b\\c\n\u{01}é")), ("n", .int(-3)), ("d", .double(0.5)), ("x", .null),
            ("l", .array([.bool(true)])),
        ])
        for pretty in [true, false] {
            let node = try JSONParser().parse(output.render(pretty: pretty))
            XCTAssertEqual(node["s"]?.string, "a\"b\\c\n\u{01}é")
            XCTAssertEqual(node["n"]?.number, -3)
            XCTAssertEqual(node["d"]?.number, 0.5)
            XCTAssertTrue(node["x"]?.isNull ?? false)
            XCTAssertEqual(node["l"]?.array?.first?.bool, true)
        }
    }
}
