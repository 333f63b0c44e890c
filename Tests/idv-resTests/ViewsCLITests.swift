import Diagnostics
import Foundation
import ResourceBundle
import RuleCatalog
import TestPrerequisites
import XCTest

/// `strings` and `validate --views/--translations` as a user runs them.
final class ViewsCLITests: XCTestCase {
    var views: URL { samplesDirectory.appendingPathComponent("views") }

    func realZip(_ name: String) throws -> String {
        guard let corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: no real zips to read")
        }
        return corpusDirectory.appendingPathComponent("zips/\(name)").path
    }

    func testBrokenViewsSampleTriggersEveryViewsAndTranslationsRule() throws {
        var ids: Set<String> = []
        for arguments in [
            [views.appendingPathComponent("broken").path],
            ["--views", views.appendingPathComponent("standalone/wrong-root.xml").path],
            ["--views", views.appendingPathComponent("standalone/widget-2.0.xml").path],
            // The translator's checks have their own sample (docs/localizable.md).
            [samplesDirectory.appendingPathComponent("translators/bundle").path],
        ] {
            let result = runCLI(["validate", "--format", "json"] + arguments)
            let report = try JSONParser().parse(result.out)
            ids.formUnion(report["diagnostics"]?.array?.compactMap { $0["rule"]?.string } ?? [])
        }
        let expected = Set(RuleRegistry.rules(in: "views", "translations").map(\.id))
        XCTAssertEqual(expected.subtracting(ids), [], "rules the samples do not trigger")
    }

    func testStandaloneViewsAndTranslationsNameTheGivenFiles() {
        let standalone = views.appendingPathComponent("standalone")
        let result = runCLI([
            "validate", "--views", standalone.appendingPathComponent("widget-2.0.xml").path,
            "--translations", standalone.appendingPathComponent("strings.xml").path,
            "--translations", "es=" + standalone.appendingPathComponent("translations-es.xml").path,
        ])
        XCTAssertEqual(result.status, 1, result.out + result.err)
        XCTAssertTrue(
            result.out.contains(
                "views/standalone/widget-2.0.xml:4:66: error: text token 'CaptureTipFront' (text on <labeledIcon>) is not in "
            ), result.out)
        XCTAssertTrue(
            result.out.contains("translations-es.xml; did you mean 'CaptureTipFrontt'? [views.undefined-token]"),
            result.out)
        XCTAssertFalse(
            result.out.contains("views.missing-resource"), "no --resources: resources are not judged\n" + result.out)
        XCTAssertFalse(result.out.contains("bundle.missing-required"), result.out)
    }

    func testStandaloneWithResourcesReportsMissingImages() {
        let standalone = views.appendingPathComponent("standalone")
        let result = runCLI([
            "validate", "--views", standalone.appendingPathComponent("widget-2.0.xml").path,
            "--resources", views.appendingPathComponent("broken").path,
        ])
        XCTAssertTrue(
            result.out.contains(
                "widget-2.0.xml:4:43: error: image 'IDIconFront.png' (icon on <labeledIcon>) is in no resources/<N>dpi/ folder [views.missing-resource]"
            ), result.out)
    }

    func testStandaloneUsageErrors() {
        XCTAssertEqual(runCLI(["validate", "--resources", "x"]).status, 2)
        let unnamed = runCLI([
            "validate", "--translations", views.appendingPathComponent("standalone/strings.xml").path,
            "--translations", views.appendingPathComponent("standalone/translations-es.xml").path,
            "--translations", views.appendingPathComponent("standalone/wrong-root.xml").path,
        ])
        XCTAssertEqual(unnamed.status, 3, "a second file of unknown language is refused, with the way out")
        XCTAssertTrue(unnamed.out.contains("give it as LANG=FILE"), unnamed.out)
    }

    func testStringsTableOnTheRealSelphIDZip() throws {
        let zip = try realZip("selphid-resources-real.zip")
        let text = runCLI(["strings", zip])
        XCTAssertEqual(text.status, 1, "languages are incomplete")
        XCTAssertTrue(text.out.contains("55 tokens in 3 languages"), text.out)
        XCTAssertTrue(
            text.out.contains("default   strings/strings.xml          44/55    80.0%       11      0      0"), text.out)
        XCTAssertTrue(
            text.out.contains("es        strings/strings.es.xml       53/55    96.4%        0     11      2"), text.out)
        XCTAssertTrue(text.out.contains("Tutorial1Video          MISSING  ok     MISSING"), text.out)

        let csv = runCLI(["strings", zip, "--format", "csv"]).out.split(separator: "\n")
        XCTAssertEqual(csv.first, "language,file,tokens,translated,percent,missing,extra,empty,untranslated")
        XCTAssertEqual(csv[3], "pt,strings/strings.pt.xml,55,44,80.0,11,0,0,0")
        let byToken = runCLI(["strings", zip, "--format", "csv", "--by", "token"]).out.split(separator: "\n")
        XCTAssertEqual(byToken.first, "token,default,es,pt")
        XCTAssertEqual(byToken.count, 56)
        XCTAssertTrue(byToken.contains("CaptureTipFront_alt,missing,empty,missing"))

        let json = try JSONParser().parse(runCLI(["strings", zip, "--format", "json"]).out)
        XCTAssertEqual(json["tokens"]?.number, 55)
        XCTAssertEqual(json["languages"]?.array?[2]["missing"]?.array?.count, 11)
        XCTAssertEqual(json["matrix"]?.array?.count, 55)
    }

    func testStringsOnACompleteBundleExitsZeroAndOnAMissingOneThree() {
        let good = runCLI(["strings", samplesDirectory.appendingPathComponent("bundles/good").path])
        XCTAssertEqual(good.status, 0, good.out + good.err)
        XCTAssertTrue(good.out.contains("es        strings/strings.es.xml         5/5   100.0%"), good.out)
        XCTAssertFalse(good.out.contains("Tokens not translated"))
        XCTAssertEqual(runCLI(["strings", "missing.zip"]).status, 3)
    }
}
