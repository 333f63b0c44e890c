import TestPrerequisites
import XCTest

/// CI must not skip: a missing corpus or reference tool skips a test locally and fails it
/// under CI=true, with the same message.
final class PrerequisiteTests: XCTestCase {
    func testOnlyCITrueOrOneForbidsSkipping() {
        XCTAssertFalse(Prerequisite.mustNotSkip([:]))
        XCTAssertFalse(Prerequisite.mustNotSkip(["CI": ""]))
        XCTAssertFalse(Prerequisite.mustNotSkip(["CI": "false"]))
        XCTAssertFalse(Prerequisite.mustNotSkip(["CI": "0"]))
        XCTAssertTrue(Prerequisite.mustNotSkip(["CI": "true"]))
        XCTAssertTrue(Prerequisite.mustNotSkip(["CI": "TRUE"]))
        XCTAssertTrue(Prerequisite.mustNotSkip(["CI": "1"]))
    }

    func testLocallyAMissingPrerequisiteSkips() {
        let error = Prerequisite.missing("../shared/corpus is absent", environment: ["HOME": "/root"])
        XCTAssertTrue(error is XCTSkip, "\(type(of: error))")
        XCTAssertFalse(error is Prerequisite.Missing)
    }

    func testUnderCIAMissingPrerequisiteFailsWithTheSameMessage() throws {
        let error = Prerequisite.missing("../shared/corpus is absent", environment: ["CI": "true"])
        XCTAssertFalse(error is XCTSkip)
        let missing = try XCTUnwrap(error as? Prerequisite.Missing)
        XCTAssertEqual(missing.message, "../shared/corpus is absent")
        XCTAssertEqual("\(missing)", "CI=true, so this test may not skip: ../shared/corpus is absent")
    }
}
