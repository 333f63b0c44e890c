import Diagnostics
import Foundation
import TestPrerequisites
import XCTest

@testable import LottieValidation

/// Old exports: properties without `a` whose `k` is a list of keyframes (issue 33). Each is
/// one finding that says what `k` is and the fix, and its keyframes are checked as
/// keyframes, never as vector components or colour channels.
final class OldExportTests: XCTestCase {
    /// Made animations, one old-export habit each; most end with a keyframe without `s`
    /// (`{"t": 60}`), as Bodymovin 4 wrote them, so the keyframe form fails too and the old
    /// cascade showed. `last` is the value that keyframe needs.
    static let made: [(name: String, text: String, last: String?)] = {
        func keyframes(_ values: [String], last: Bool = false) -> String {
            let items = values.enumerated().map { index, value in
                #"{"i": {"x": [0.833], "y": [0.833]}, "o": {"x": [0.167], "y": [0.167]}, "t": \#(index * 10), "s": \#(value)}"#
            }
            return "[" + (items + (last ? [#"{"t": 60}"#] : [])).joined(separator: ", ") + "]"
        }
        let colours = keyframes(["[1, 0, 0, 1]", "[0, 1, 0, 1]", "[0, 0, 1, 1]", "[1, 1, 0, 1]"], last: true)
        let positions = keyframes(["[0, 0, 0]", "[50, 50, 0]"], last: true)
            .replacingOccurrences(of: #""s": [0, 0, 0]"#, with: #""s": [0, 0, 0], "to": [8, 8, 0], "ti": [-8, -8, 0]"#)
        let bezier = #"[{"i": [[0, 0]], "o": [[0, 0]], "v": [[0, 0]], "c": false}]"#
        let gradient = "[0, 1, 0, 0, 1, 0, 0, 1]"
        func shapeLayer(_ items: String) -> String {
            #"{"ty": 4, "ind": 1, "ip": 0, "op": 60, "ks": {}, "shapes": [{"ty": "gr", "it": [\#(items)]}]}"#
        }
        func nullLayer(_ transform: String) -> String {
            #"{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {\#(transform)}}"#
        }
        let made: [(String, String, String?)] = [
            (
                "colour-5-keyframes-without-a",
                shapeLayer(#"{"ty": "fl", "o": {"a": 0, "k": 100}, "c": {"k": \#(colours)}}"#), "[1, 1, 1, 1]"
            ),
            (
                "colour-5-keyframes-under-a-0",
                shapeLayer(#"{"ty": "fl", "o": {"a": 0, "k": 100}, "c": {"a": 0, "k": \#(colours)}}"#), "[1, 1, 1, 1]"
            ),
            ("position-keyframes-without-a", nullLayer(#""p": {"k": \#(positions)}"#), "[1, 1, 0]"),
            ("position-keyframes-under-a-0", nullLayer(#""p": {"a": 0, "k": \#(positions)}"#), "[1, 1, 0]"),
            ("scale-keyframes-without-a", nullLayer(#""s": {"k": \#(keyframes(["[0, 0]", "[100, 100]"]))}"#), nil),
            ("opacity-keyframes-without-a", nullLayer(#""o": {"k": \#(keyframes(["[0]"], last: true))}"#), "[1]"),
            (
                "path-keyframes-without-a",
                shapeLayer(#"{"ty": "sh", "ks": {"k": \#(keyframes([bezier], last: true))}}"#), bezier
            ),
            (
                "gradient-keyframes-without-a",
                shapeLayer(
                    #"{"ty": "gf", "o": {"a": 0, "k": 100}, "t": 1, "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [1, 1]}, "#
                        + #""g": {"p": 2, "k": {"k": \#(keyframes([gradient], last: true))}}}"#), gradient
            ),
        ]
        return made.map { name, layer, last in (name, animation(layers: layer), last) }
    }()

    func issues(_ text: String) throws -> [(message: String, line: Int, column: Int, jsonPath: String)] {
        SpecConformance.issues(in: try JSONParser().parse(Array(text.utf8)))
    }

    /// Words that treat a list of keyframes as a static value.
    static let staticWords = ["vector component", "components", "color component", "when 'a' is 0", "bezier "]

    func testKeyframeListsAreCheckedAsKeyframes() throws {
        for (name, text, _) in Self.made {
            let found = try issues(text)
            XCTAssertFalse(found.isEmpty, name)
            for issue in found {
                for words in Self.staticWords {
                    XCTAssertFalse(issue.message.contains(words), "\(name): \(issue.message)")
                }
            }
            // The keyframe `{"t": 60}` is named as a keyframe that lacks its value.
            if text.contains(#"{"t": 60}"#) {
                XCTAssertEqual(
                    found.filter { $0.message.contains("keyframe") && $0.message.contains("lacks 's'") }.count, 1, name)
            }
        }
    }

    /// Each property without `a` (or with the other `a`) is one finding, saying what its `k`
    /// is and what `a` it needs; only the keyframe without `s` is another.
    func testOneFindingPerPropertySaysWhatKIsAndTheFix() throws {
        for (name, text, _) in Self.made {
            let found = try issues(text)
            let aboutA = found.filter { $0.message.contains("'a'") }
            XCTAssertEqual(aboutA.count, 1, "\(name): \(found.map(\.message))")
            let message = aboutA.first?.message ?? ""
            XCTAssertTrue(
                message.contains(
                    #"its 'k' is a list of keyframes: an animated property; lottie-spec 1.0 needs "a": 1"#),
                "\(name): \(message)")
            if name.hasSuffix("without-a") {
                XCTAssertTrue(message.contains("has no 'a'"), "\(name): \(message)")
            } else {
                XCTAssertTrue(message.contains("is 0, but"), "\(name): \(message)")
            }
            XCTAssertEqual(found.count, text.contains(#"{"t": 60}"#) ? 2 : 1, "\(name): \(found.map(\.message))")
        }
    }

    func testAStaticValueWithoutAIsNamedStatic() throws {
        let text = animation(
            layers: #"{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"k": "100"}, "p": {"k": [0, 0]}}}"#)
        let messages = try issues(text).map(\.message)
        XCTAssertEqual(messages.count, 3, "\(messages)")
        XCTAssertTrue(
            messages.contains {
                $0.contains(#"layers[0].ks.p has no 'a'; its 'k' is a static value; lottie-spec 1.0 needs "a": 0"#)
            },
            "\(messages)")
        // A string says neither form: the schema's words, and no condition the file lacks.
        XCTAssertTrue(messages.contains { $0.contains("layers[0].ks.o lacks 'a'") }, "\(messages)")
        XCTAssertTrue(
            messages.contains { $0.contains("static value layers[0].ks.o.k must be a number, not a string") },
            "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("when 'a' is 0") }, "\(messages)")
    }

    /// The old-export sample: doing what each finding says (adding its `a`) makes it conform.
    func testTheFixEachFindingNamesMakesTheSampleConform() throws {
        let url = lottieSamples.appendingPathComponent("broken/old-export.json")
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let found = try issues(lines.joined(separator: "\n"))
        XCTAssertEqual(found.count, 5, "\(found.map(\.message))")
        // From the last to the first, so earlier columns stay where they are.
        for issue in found.sorted(by: { ($0.line, $0.column) > ($1.line, $1.column) }) {
            let flag = try XCTUnwrap(
                issue.message.range(of: #"needs "a": "#).map { issue.message[$0.upperBound...].prefix(1) })
            var line = Array(lines[issue.line - 1].utf8)
            XCTAssertEqual(line[issue.column - 1], UInt8(ascii: "{"), issue.message)
            line.insert(contentsOf: Array(#""a": \#(flag), "#.utf8), at: issue.column)
            lines[issue.line - 1] = String(decoding: line, as: UTF8.self)
        }
        let fixed = lines.joined(separator: "\n")
        XCTAssertEqual(try issues(fixed).map(\.message), [])
        XCTAssertEqual(findings(fixed, conformance: true).map(\.message), [])
    }

    /// The note: one per file, when two or more properties lack `a` and their findings are
    /// most of the file's.
    func testTheNoteNamesTheCauseWithTheCounts() throws {
        let sample = try Data(contentsOf: lottieSamples.appendingPathComponent("broken/old-export.json"))
        let all = findings([UInt8](sample), conformance: true)
        let notes = all.filter { $0.ruleID == LottieRules.OldExport.description.id }
        XCTAssertEqual(notes.count, 1)
        XCTAssertEqual(
            notes.first?.message,
            #"5 of 5 findings: 5 properties lack 'a' (an old exporter); re-export with a current exporter, or add "a": 1 where 'k' is a list of keyframes and "a": 0 where it is a static value"#
        )
        XCTAssertEqual(notes.first?.location.jsonPath, "$")
        XCTAssertNil(notes.first?.location.line)
        XCTAssertTrue(findings([UInt8](sample), conformance: false).isEmpty, "only with --strict")
        // One property without 'a': its finding says it all.
        let one = try XCTUnwrap(Self.made.first { $0.name == "position-keyframes-without-a" }).text
        XCTAssertEqual(findings(one, conformance: true).filter { $0.ruleID == "lottie.old-export" }.count, 0)
        // Other findings outnumber those in the properties without 'a': no note.
        let layers = (2...7).map { #"{"ty": 3, "ind": \#($0), "ip": 0, "op": 60, "ks": {}, "ao": 7}"# }
        let mixed = animation(
            layers: ([#"{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"k": 1}, "r": {"k": 2}}}"#] + layers)
                .joined(separator: ", "))
        XCTAssertEqual(findings(mixed, conformance: true).filter { $0.ruleID == "lottie.old-export" }.count, 0)
        XCTAssertEqual(LottieRules.OldExport.grouped(12553), "12,553")
        XCTAssertEqual(LottieRules.OldExport.grouped(999), "999")
        XCTAssertEqual(LottieRules.OldExport.grouped(1_000_000), "1,000,000")
    }

    /// The verdicts on the made files and on their fixed forms (`"a": 1`, and `s` on the
    /// last keyframe) are check-jsonschema's.
    func testMadeOldExportsAgreeWithCheckJSONSchema() throws {
        let python = try ReferenceTools.python()
        let schema = try ReferenceTools.schemaPath(python)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("old-exports-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var expected: [String: Bool] = [:]
        for (name, text, last) in Self.made {
            // What the findings say: "a": 1 on each list of keyframes, `s` on the last keyframe.
            var fixed = text.replacingOccurrences(of: #"{"k": [{"#, with: #"{"a": 1, "k": [{"#)
                .replacingOccurrences(of: #"{"a": 0, "k": [{"#, with: #"{"a": 1, "k": [{"#)
            if let last { fixed = fixed.replacingOccurrences(of: #"{"t": 60}"#, with: #"{"t": 60, "s": \#(last)}"#) }
            for (suffix, variant) in [("", text), ("-fixed", fixed)] {
                let url = directory.appendingPathComponent(name + suffix + ".json")
                try variant.write(to: url, atomically: true, encoding: .utf8)
                expected[url.path] = try issues(variant).isEmpty
            }
        }
        XCTAssertEqual(expected.filter(\.value).count, Self.made.count, "every fixed form conforms for idv-res")
        let (_, output) = try ReferenceTools.run(
            python,
            ["-m", "check_jsonschema", "--schemafile", schema, "--output-format", "json"] + expected.keys.sorted())
        let rejected = Set(
            (try JSONParser().parse(output)["errors"]?.array ?? []).compactMap { $0["filename"]?.string })
        for (path, conforms) in expected {
            XCTAssertEqual(!rejected.contains(path), conforms, (path as NSString).lastPathComponent)
        }
    }
}
