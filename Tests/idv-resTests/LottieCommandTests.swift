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
        // (The animation-name rules and the old-export note are about the whole file.)
        let located = diagnostics.filter {
            !($0["rule"]?.string ?? "").contains("animation") && $0["rule"]?.string != "lottie.old-export"
        }
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

    /// An old export (issue 33): one finding per property without 'a', saying what its 'k'
    /// is and the fix, after a note that names the cause; its keyframes are keyframes.
    func testOldExportIsOneFindingPerProperty() throws {
        let file = lottieSamples.appendingPathComponent("broken/old-export.json").path
        let diagnostics = try report(runCLI(["lottie", "--strict", "--format", "json", file]))
        let errors = diagnostics.filter { $0["severity"]?.string == "error" }
        XCTAssertEqual(
            errors.compactMap { $0["location"]?["jsonPath"]?.string },
            [
                "layers[0].ks.o", "layers[0].ks.p", "layers[0].ks.s", "layers[0].shapes[0].it[0].ks",
                "layers[0].shapes[0].it[1].c",
            ])
        XCTAssertEqual(Set(errors.compactMap { $0["rule"]?.string }), ["lottie.spec-required"])
        XCTAssertEqual(diagnostics.compactMap { $0["rule"]?.string }.filter { $0 == "lottie.old-export" }.count, 1)

        let text = runCLI(["lottie", "--strict", file])
        XCTAssertEqual(text.status, 1)
        let lines = text.out.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.first,
            file
                + #" ($): note: 5 of 5 findings: 5 properties lack 'a' (an old exporter); re-export with a current exporter, or add "a": 1 where 'k' is a list of keyframes and "a": 0 where it is a static value [lottie.old-export]"#
        )
        for line in [
            #":12:14: error: position property layers[0].ks.p has no 'a'; its 'k' is a list of keyframes: an animated property; lottie-spec 1.0 needs "a": 1 (in layers[0], a shape layer by its 'ty' 4) [lottie.spec-required]"#,
            #":16:14: error: vector property layers[0].ks.s has no 'a'; its 'k' is a static value; lottie-spec 1.0 needs "a": 0 (in layers[0], a shape layer by its 'ty' 4) [lottie.spec-required]"#,
            #":24:76: error: color property layers[0].shapes[0].it[1].c has no 'a'; its 'k' is a list of keyframes: an animated property; lottie-spec 1.0 needs "a": 1 (in layers[0].shapes[0].it[1], a fill by its 'ty' "fl") [lottie.spec-required]"#,
        ] {
            XCTAssertTrue(lines.contains(file + line), "\(line)\n\(text.out)")
        }
        XCTAssertEqual(lines.last, "5 errors, 0 warnings and 1 note in 1 input")
        XCTAssertEqual(runCLI(["lottie", file]).out, "no problems found in 1 input\n", "conformance only")
    }

    /// Made old exports with 5-keyframe colours and keyframed positions, without 'a' or
    /// under 'a' 0, their last keyframe `{"t": 60}` without its value (the keyframe form
    /// fails too): no finding treats the list of keyframes as a static value.
    func testKeyframeListsAreNeverReportedAsValues() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let colours =
            #"[{"t": 0, "s": [1, 0, 0, 1]}, {"t": 15, "s": [0, 1, 0, 1]}, {"t": 30, "s": [0, 0, 1, 1]}, "#
            + #"{"t": 45, "s": [1, 1, 0, 1]}, {"t": 60}]"#
        let positions =
            #"[{"t": 0, "s": [0, 0, 0], "to": [8, 8, 0], "ti": [-8, -8, 0]}, {"t": 30, "s": [50, 50, 0]}, {"t": 60}]"#
        let file = directory.appendingPathComponent("old.json")
        try """
        {"v": "4.8.0", "fr": 30, "ip": 0, "op": 60, "w": 100, "h": 100, "layers": [
          {"ty": 4, "ind": 1, "ip": 0, "op": 60, "ks": {"p": {"k": \(positions)}, "a": {"a": 0, "k": \(positions)}},
           "shapes": [{"ty": "fl", "o": {"k": 100}, "c": {"k": \(colours)}}, {"ty": "st", "o": {"k": 100}, "w": {"k": 2}, "c": {"a": 0, "k": \(colours)}}]}
        ]}
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = runCLI(["lottie", "--strict", file.path])
        XCTAssertEqual(result.status, 1)
        for words in ["vector component", "color component", "components", "when 'a' is 0", "must be an object, not"] {
            XCTAssertFalse(result.out.contains(words), "\(words)\n\(result.out)")
        }
        let lines = result.out.split(separator: "\n")
        // Per property one line about 'a' and one about the last keyframe.
        for path in ["layers[0].ks.p", "layers[0].ks.a", "layers[0].shapes[0].c", "layers[0].shapes[1].c"] {
            XCTAssertEqual(
                lines.filter { $0.contains(" \(path) has no 'a'") || $0.contains(" \(path).a is 0") }.count, 1, path)
            XCTAssertEqual(
                lines.filter { $0.contains("keyframe \(path).k[") && $0.contains("lacks 's'") }.count, 1, path)
        }
        XCTAssertTrue(
            result.out.contains(
                #"'a' at layers[0].shapes[1].c.a is 0, but its 'k' is a list of keyframes: an animated property; lottie-spec 1.0 needs "a": 1"#
            ), result.out)
    }

    /// `--max-findings-per-file N`: the text report lists N findings of each file and counts
    /// the rest; JSON and SARIF keep them all; the verdict and the totals do not change.
    func testMaxFindingsPerFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let layers = (1...120).map { #"{"ty": 3, "ind": \#($0), "ip": 0, "op": 60, "ks": {}, "ao": 7}"# }
        let big = directory.appendingPathComponent("big.json")
        let small = directory.appendingPathComponent("small.json")
        try
            #"{"v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": 10, "h": 10, "layers": [\#(layers.joined(separator: ",\n"))]}"#
            .write(to: big, atomically: true, encoding: .utf8)
        try #"{"v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": 10, "h": 10, "layers": [\#(layers[0])]}"#
            .write(to: small, atomically: true, encoding: .utf8)
        func errors(_ out: String, in file: URL) -> Int {
            out.split(separator: "\n").filter { $0.hasPrefix(file.path + ":") && $0.contains(": error: ") }.count
        }
        let hint = "; --max-findings-per-file 0 lists them all, --format json keeps them all"

        let byDefault = runCLI(["lottie", "--strict", big.path, small.path])
        XCTAssertEqual(byDefault.status, 1)
        XCTAssertEqual(errors(byDefault.out, in: big), 50)
        XCTAssertEqual(errors(byDefault.out, in: small), 1)
        XCTAssertTrue(
            byDefault.out.contains("\(big.path): 70 more findings not shown (70 errors)\(hint)\n"), byDefault.out)
        XCTAssertFalse(byDefault.out.contains("\(small.path): " + "1 more"), byDefault.out)
        XCTAssertTrue(byDefault.out.hasSuffix("121 errors, 0 warnings and 0 notes in 2 inputs\n"), byDefault.out)

        let ten = runCLI(["lottie", "--strict", "--max-findings-per-file", "10", big.path])
        XCTAssertEqual(ten.status, 1)
        XCTAssertEqual(errors(ten.out, in: big), 10)
        XCTAssertTrue(ten.out.contains("\(big.path): 110 more findings not shown (110 errors)\(hint)\n"), ten.out)

        let all = runCLI(["lottie", "--strict", "--max-findings-per-file", "0", big.path])
        XCTAssertEqual(errors(all.out, in: big), 120)
        XCTAssertFalse(all.out.contains("more findings not shown"), all.out)

        let json = try report(runCLI(["lottie", "--strict", "--format", "json", big.path]))
        XCTAssertEqual(json.count, 120)
        let sarif = runCLI(["lottie", "--strict", "--format", "sarif", "--max-findings-per-file", "5", big.path])
        XCTAssertEqual(
            try JSONParser().parse(sarif.out)["runs"]?.array?.first?["results"]?.array?.count, 120, sarif.err)

        for bad in ["-1", "many"] {
            let usage = runCLI(["lottie", "--max-findings-per-file", bad, big.path])
            XCTAssertEqual(usage.status, 2)
            XCTAssertTrue(usage.err.contains("invalid value '\(bad)' for '--max-findings-per-file'"), usage.err)
        }
    }

    /// docs/lottie.md shows the old-export sample's report as it is.
    func testTheDocsShowTheOldExportReportAsItIs() throws {
        let docs = try String(contentsOf: packageRoot.appendingPathComponent("docs/lottie.md"), encoding: .utf8)
        let command = "$ idv-res lottie --strict Samples/lottie/broken/old-export.json\n"
        let start = try XCTUnwrap(docs.range(of: command), "docs/lottie.md shows no old-export report")
        let shown = String(docs[start.upperBound...].prefix { $0 != "`" })
        let result = runCLI(["lottie", "--strict", lottieSamples.appendingPathComponent("broken/old-export.json").path])
        XCTAssertEqual(shown, result.out.replacingOccurrences(of: packageRoot.path + "/", with: ""))
    }
}
