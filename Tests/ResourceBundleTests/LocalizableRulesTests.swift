import Diagnostics
import Localization
import XCTest

@testable import ResourceBundle

/// `LocalizableRules.all` and `XLIFFRules.all` are the orders the analyzer and the XLIFF import
/// ask the rules in; the module's generated list is what the rule files declare. A new rule's file without its
/// place in the list fails here.
final class LocalizableRulesTests: XCTestCase {
    func testTheAnalyzerAsksEveryRegisteredLocalizableRule() {
        let registered = LocalizationRuleTypes.all.compactMap { $0 as? any LocalizableRule.Type }.map {
            $0.description.id
        }
        let asked = LocalizableRules.all.map { $0.description.id }
        XCTAssertEqual(Set(asked), Set(registered))
        XCTAssertEqual(asked.count, Set(asked).count, "a rule listed twice reports twice")
    }

    func testTheImportAsksEveryRegisteredXLIFFRule() {
        let registered = LocalizationRuleTypes.all.compactMap { $0 as? any XLIFFRule.Type }.map { $0.description.id }
        let asked = XLIFFRules.all.map { $0.description.id }
        XCTAssertEqual(Set(asked), Set(registered))
        XCTAssertEqual(asked.count, Set(asked).count, "a rule listed twice reports twice")
    }
}
