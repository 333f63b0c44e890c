import XCTest

@testable import LanguageServer

final class TextPositionsTests: XCTestCase {
    func testProtocolPositionsCountUTF16UnitsAndLocationsCountBytes() {
        // "é" is 2 bytes and 1 UTF-16 unit; "😀" is 4 bytes and 2 units.
        let index = TextPositions(Array("<a x=\"é😀\"/>\r\nsecond\n".utf8))
        XCTAssertEqual(index.lineCount, 3)
        XCTAssertEqual(index.offset(line: 0, utf16: 6), 6)  // before é
        XCTAssertEqual(index.offset(line: 0, utf16: 7), 8)  // after é
        XCTAssertEqual(index.offset(line: 0, utf16: 9), 12)  // after 😀
        XCTAssertEqual(index.position(ofOffset: 12).utf16, 9)
        XCTAssertEqual(index.lineRange(0), 0..<16)  // the \r stays on its line
        XCTAssertEqual(index.offset(line: 1, utf16: 3), 20)
        XCTAssertEqual(index.offset(line1: 2, column1: 4), 20)
        XCTAssertTrue(index.position(ofOffset: 20) == (1, 3))
    }

    func testPositionsPastTheEndClamp() {
        let index = TextPositions(Array("ab\ncd".utf8))
        XCTAssertEqual(index.offset(line: 0, utf16: 99), 2)
        XCTAssertEqual(index.offset(line: 7, utf16: 0), 5)
        XCTAssertEqual(index.offset(line1: 9, column1: 1), 5)
        XCTAssertTrue(index.position(ofOffset: 99) == (1, 2))
    }
}
