import Diagnostics
import Foundation
import ResourceBundle
import RuleCatalog
import TestPrerequisites
import XCTest

/// `idv-res lottie` and the Lottie part of `validate`, end to end.
final class LottieCommandTests: XCTestCase {
    let lottieSamples = samplesDirectory.appendingPathComponent("lottie")
    let lottieRuleIDs = Set(RuleRegistry.ids.filter { $0.hasPrefix("lottie.") })

    func report(_ result: CLIResult) throws -> [JSONNode] {
        try XCTUnwrap(JSONParser().parse(result.out)["diagnostics"]?.array, result.out + result.err)
    }

    func testGoodAnimationsPassAndListTheDefaults() throws {
        let result = runCLI([
            "lottie", "--strict", "--format", "json", lottieSamples.appendingPathComponent("good").path,
        ])
        XCTAssertEqual(result.status, 0, result.out)
        let diagnostics = try report(result)
        XCTAssertEqual(Set(diagnostics.compactMap { $0["rule"]?.string }), ["lottie.default-animation"])
        XCTAssertEqual(diagnostics.count, AnimationCatalog.selphidIOS.names.count - 2)
    }

    func testBrokenSamplesTriggerEveryLottieRule() throws {
        let result = runCLI([
            "lottie", "--strict", "--format", "json", lottieSamples.appendingPathComponent("broken").path,
        ])
        XCTAssertEqual(result.status, 1)
        let diagnostics = try report(result)
        XCTAssertEqual(Set(diagnostics.compactMap { $0["rule"]?.string }), lottieRuleIDs)
        for diagnostic in diagnostics where diagnostic["rule"]?.string != "lottie.default-animation" {
            XCTAssertNotNil(
                diagnostic["location"]?["jsonPath"]?.string, "\(diagnostic["message"]?.string ?? "") has no JSON path")
        }
        // Every finding inside a file has its line and column.
        let located = diagnostics.filter { !($0["rule"]?.string ?? "").contains("animation") }
        XCTAssertTrue(
            located.allSatisfy { $0["location"]?["line"]?.number != nil && $0["location"]?["column"]?.number != nil })
    }

    func testConformanceOnlyWithStrict() throws {
        let file = lottieSamples.appendingPathComponent("broken/spec-value.json").path
        XCTAssertEqual(runCLI(["lottie", file]).status, 0)
        let strict = runCLI(["lottie", "--strict", file])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.out.contains("spec-value.json:17:10: error: 'sc' at layers[0].sc is \"red\""), strict.out)
    }

    func testExpressionsWarnAndFailOnlyWithStrict() {
        let file = lottieSamples.appendingPathComponent("broken/expression.json").path
        let plain = runCLI(["lottie", file])
        XCTAssertEqual(plain.status, 0)
        XCTAssertTrue(plain.out.contains("warning: property layers[0].ks.o has an expression"), plain.out)
        XCTAssertEqual(runCLI(["lottie", "--strict", file]).status, 1)
    }

    func testTheRealAnimationPasses() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: the real animation cannot be checked")
        }
        let result = runCLI([
            "lottie", "--strict", corpus.appendingPathComponent("lottie/tutorial_phingers_left.json").path,
        ])
        XCTAssertEqual(result.status, 0, result.out)
        XCTAssertEqual(result.out, "no problems found in 1 input\n")
    }

    func testCatalogOption() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let valid = try String(
            contentsOf: lottieSamples.appendingPathComponent("good/selphid_anim_tuto_id_1.json"), encoding: .utf8)
        try valid.write(to: directory.appendingPathComponent("acme_anim_intro.json"), atomically: true, encoding: .utf8)
        let catalog = directory.appendingPathComponent("catalog.json")
        try #"{"animations": {"names": ["acme_anim_intro", "acme_anim_outro"]}}"#.write(
            to: catalog, atomically: true, encoding: .utf8)
        let result = runCLI(["lottie", "--catalog", catalog.path, directory.path])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(
            result.out.contains("acme_anim_outro.json: note: 'acme_anim_outro.json' is not overridden"), result.out)

        try "{\"animations\": {\"names\": [1]}}".write(to: catalog, atomically: true, encoding: .utf8)
        let bad = runCLI(["lottie", "--catalog", catalog.path, directory.path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("catalog.json:1:27: each of 'animations.names'"), bad.err)
        XCTAssertEqual(
            runCLI(["lottie", "--catalog", directory.appendingPathComponent("none.json").path, directory.path]).status,
            2)
    }

    func testMissingInputIsUnreadable() {
        XCTAssertEqual(runCLI(["lottie", "/nonexistent/anim.json"]).status, 3)
    }

    func testValidateChecksTheAnimationsOfAnAppResourcesFolder() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let resources = directory.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(
            at: resources.appendingPathComponent("Assets.xcassets/Logo.imageset"), withIntermediateDirectories: true)
        try #"{"images": [], "info": {"version": 1}}"#.write(
            to: resources.appendingPathComponent("Assets.xcassets/Logo.imageset/Contents.json"), atomically: true,
            encoding: .utf8)
        try #"{"apiKey": "x"}"#.write(
            to: resources.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: lottieSamples.appendingPathComponent("broken/spec-value.json"),
            to: resources.appendingPathComponent("selphid_anim_tip_id_male.json"))
        try FileManager.default.copyItem(
            at: lottieSamples.appendingPathComponent("broken/unknown-parent.json"),
            to: resources.appendingPathComponent("selphid_anim_tuto_id_4.json"))
        let result = runCLI(["validate", "--format", "json", directory.path])
        XCTAssertEqual(result.status, 1)
        let rules = try report(result).compactMap { $0["rule"]?.string }
        XCTAssertEqual(
            Set(rules), ["lottie.unknown-parent", "lottie.unknown-animation-name", "lottie.default-animation"])
        let strict = try report(runCLI(["validate", "--strict", "--format", "json", directory.path])).compactMap {
            $0["rule"]?.string
        }
        XCTAssertTrue(strict.contains("lottie.spec-value"))
    }

    func testDeepNestingThroughTheCommandLine() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let deep = String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000)
        let text = #"{"v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": 10, "h": 10, "layers": [], "extra": \#(deep)}"#
        for name in ["a.json", "b.json"] {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        // Two inputs: they are checked on worker threads.
        let result = runCLI([
            "lottie", "--strict", directory.appendingPathComponent("a.json").path,
            directory.appendingPathComponent("b.json").path,
        ])
        XCTAssertEqual(result.status, 0, result.out)
    }
}
