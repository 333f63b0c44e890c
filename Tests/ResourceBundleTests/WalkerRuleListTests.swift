import Diagnostics
import XCTest

@testable import Checksums
@testable import Doctor
@testable import Localization
@testable import LottieValidation
@testable import ModelsXML
@testable import Preview
@testable import ResourceBundle

/// The typed lists the build writes per walker protocol (Plugins/RuleLists: overload resolution
/// picks the members) hold exactly the module's rules that conform, in the module's order: what
/// casting `all` at run time gives, without its cost (each cast to a protocol scans the binary's
/// conformance records once per rule type).
final class WalkerRuleListTests: XCTestCase {
    func testEachTypedListIsTheCastOfAll() {
        func same(_ typed: [any Rule.Type], _ cast: [any Rule.Type], _ name: String) {
            XCTAssertEqual(typed.map { $0.description.id }, cast.map { $0.description.id }, name)
            XCTAssertFalse(typed.isEmpty, "\(name) is empty")
        }
        same(
            ModelsXMLRuleTypes.widgetRules, ModelsXMLRuleTypes.all.filter { $0 is any WidgetRule.Type }, "widgetRules")
        same(ModelsXMLRuleTypes.modelRules, ModelsXMLRuleTypes.all.filter { $0 is any ModelRule.Type }, "modelRules")
        same(
            ModelsXMLRuleTypes.specificDataRules, ModelsXMLRuleTypes.all.filter { $0 is any SpecificDataRule.Type },
            "specificDataRules")
        same(
            ResourceBundleRuleTypes.translationsRules,
            ResourceBundleRuleTypes.all.filter { $0 is any TranslationsRule.Type }, "translationsRules")
        same(
            ResourceBundleRuleTypes.bundleEntryRules,
            ResourceBundleRuleTypes.all.filter { $0 is any BundleEntryRule.Type }, "bundleEntryRules")
        same(
            ResourceBundleRuleTypes.zipArchiveRules,
            ResourceBundleRuleTypes.all.filter { $0 is any ZipArchiveRule.Type }, "zipArchiveRules")
        same(
            ResourceBundleRuleTypes.zipLayoutRules,
            ResourceBundleRuleTypes.all.filter { $0 is any ZipLayoutRule.Type }, "zipLayoutRules")
        same(
            ResourceBundleRuleTypes.bundleRules, ResourceBundleRuleTypes.all.filter { $0 is any BundleRule.Type },
            "bundleRules")
        same(
            LocalizationRuleTypes.localizableRules,
            LocalizationRuleTypes.all.filter { $0 is any LocalizableRule.Type }, "localizableRules")
        same(
            LocalizationRuleTypes.xliffRules, LocalizationRuleTypes.all.filter { $0 is any XLIFFRule.Type },
            "xliffRules")
        same(
            LottieValidationRuleTypes.lottieRules, LottieValidationRuleTypes.all.filter { $0 is any LottieRule.Type },
            "lottieRules")
        same(
            LottieValidationRuleTypes.specRules, LottieValidationRuleTypes.all.filter { $0 is any SpecRule.Type },
            "specRules")
        same(DoctorRuleTypes.doctorRules, DoctorRuleTypes.all.filter { $0 is any DoctorRule.Type }, "doctorRules")
        same(
            ChecksumsRuleTypes.checksumRules, ChecksumsRuleTypes.all.filter { $0 is any ChecksumRule.Type },
            "checksumRules")
        same(PreviewRuleTypes.previewRules, PreviewRuleTypes.all.filter { $0 is any PreviewRule.Type }, "previewRules")
    }
}
