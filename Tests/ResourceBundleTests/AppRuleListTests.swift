import RuleCatalog
import XCTest

@testable import Checksums

/// The walks call only the rules in each module's `registered` list: a rule left out of it
/// would be described, explained and never checked.
final class AppRuleListTests: XCTestCase {
    func testEveryChecksumRuleIsCalledByTheWalks() {
        XCTAssertEqual(
            Set(ChecksumRules.registered.map { $0.description.id }), Set(RuleRegistry.rules(in: "checksum").map(\.id)))
    }
}
