import Foundation
import XCTest

/// Hostile document models found by fuzzing (issue 12), kept as files in Tests/Fixtures/fuzz/.
final class ModelsFuzzRegressionTests: XCTestCase {
    static let fixtures = fixturesDirectory.appendingPathComponent("fuzz")

    /// `count`, `starts`, `line` and `lines` at Int.max (and past it) once killed validate with
    /// an overflow trap (exit 132): now each is one located error.
    func testIntegersAtTheirMaximumInAnMRZAreLocatedErrors() throws {
        let file = Self.fixtures.appendingPathComponent("models-mrz-count-int-max.xml").path
        let result = runCLI(["validate", file])
        XCTAssertEqual(result.status, 1, result.out + result.err)
        let lines = result.out.split(separator: "\n").filter { $0.contains("[models.mrz-geometry]") }.map {
            String($0.dropFirst(file.count + 1).prefix { $0 != " " })
        }
        XCTAssertEqual(lines, ["6:58:", "7:37:", "7:66:", "8:28:", "9:55:", "11:14:"], result.out)
        XCTAssertTrue(result.out.contains("count 9223372036854775807 is past any MRZ"), result.out)
    }
}
