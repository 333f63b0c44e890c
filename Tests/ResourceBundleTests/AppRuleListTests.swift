import RuleCatalog
import XCTest

@testable import Checksums
@testable import Doctor
@testable import Preview

/// The walks call only the rules in each module's `registered` list: a rule left out of it
/// would be described, explained and never checked.
final class AppRuleListTests: XCTestCase {
    func testEveryChecksumRuleIsCalledByTheWalks() {
        XCTAssertEqual(
            Set(ChecksumRules.registered.map { $0.description.id }), Set(RuleRegistry.rules(in: "checksum").map(\.id)))
    }

    func testEveryDoctorRuleIsCalledByTheWalks() {
        let registered = DoctorRules.registered.map { $0.description.id }
        XCTAssertEqual(Set(registered), Set(RuleRegistry.rules(in: "doctor").map(\.id)))
        XCTAssertEqual(registered.count, Set(registered).count, "a rule listed twice reports twice")
    }

    func testEveryPreviewRuleIsCalledByTheMeasurement() {
        XCTAssertEqual(
            Set(PreviewRules.registered.map { $0.description.id }), Set(RuleRegistry.rules(in: "preview").map(\.id)))
    }
}
