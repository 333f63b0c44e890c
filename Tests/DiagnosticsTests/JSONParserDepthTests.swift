import Diagnostics
import XCTest

final class JSONParserDepthTests: XCTestCase {
    func testPlaceholder() {}
}
