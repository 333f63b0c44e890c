import Diagnostics
import XCTest

final class ConfigurationTests: XCTestCase {
    func parse(_ text: String) throws -> Configuration {
        try Configuration.parse(Array(text.utf8), path: ".idv-res.json")
    }

    func testRulesAndIgnoreApply() throws {
        let config = try parse(#"{"rules": {"a.off": "off", "a.down": "note"}, "ignore": ["other/**"]}"#)
        let rule = RuleDescription(
            id: "a.down", severity: .error, summary: "s", explanation: "e", triggeringExamples: [])
        let diagnostics = [
            Diagnostic(ruleID: "a.off", severity: .error, location: Location(file: "widget.xml"), message: "m"),
            Diagnostic(rule, at: Location(file: "widget.xml", container: "z.zip", line: 1), "kept"),
            Diagnostic(rule, at: Location(file: "other/eula.rtf", container: "z.zip"), "ignored"),
        ]
        let applied = config.apply(to: diagnostics)
        XCTAssertEqual(applied.map(\.message), ["kept"])
        XCTAssertEqual(applied.first?.severity, .note)
    }

    func testMalformedJSONNamesTheLine() {
        XCTAssertThrowsError(try parse("{\n  \"rules\": {\n    \"a.b\": \"off\"\n  \n}")) { error in
            let config = error as! ConfigurationError
            XCTAssertEqual(config.line, 5)
            XCTAssertTrue(config.description.hasPrefix(".idv-res.json:5:2: error: malformed JSON"), config.description)
        }
    }

    func testBadSeverityAndUnknownKeysAreLocated() {
        XCTAssertThrowsError(try parse("{\"rules\": {\n\"a.b\": \"loud\"}}")) { error in
            let config = error as! ConfigurationError
            XCTAssertEqual([config.line, config.column], [2, 8])
            XCTAssertTrue(config.message.contains("expected \"error\", \"warning\", \"note\" or \"off\""))
        }
        XCTAssertThrowsError(try parse("{\"ignores\": []}")) { error in
            XCTAssertTrue((error as! ConfigurationError).message.contains("did you mean 'ignore'?"))
        }
    }

    func testUnknownRuleIDSuggestsTheClosest() throws {
        let config = try parse("{\"rules\": {\n  \"xml.malformd\": \"off\"}}")
        XCTAssertThrowsError(try config.checkRuleIDs(known: ["xml.malformed", "xml.doctype"])) { error in
            let config = error as! ConfigurationError
            XCTAssertEqual(config.line, 2)
            XCTAssertTrue(config.message.contains("did you mean 'xml.malformed'?"), config.message)
        }
    }

    func testDiscoveryWalksUpward() throws {
        let root = try makeTemporaryDirectory()
        let nested = root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertNil(Configuration.discover(from: nested.path).flatMap { $0.hasPrefix(root.path) ? $0 : nil })
        try Data("{}".utf8).write(to: root.appendingPathComponent(".idv-res.json"))
        XCTAssertEqual(
            Configuration.discover(from: nested.path),
            root.appendingPathComponent(".idv-res.json").standardizedFileURL.path)
    }
}
