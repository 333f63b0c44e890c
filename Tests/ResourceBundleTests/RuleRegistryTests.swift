import Diagnostics
import Foundation
import XCTest

@testable import RuleCatalog

/// The build lists the rules from their files' names (Plugins/RuleLists; RuleListsTests proves
/// it), so a rule file cannot be left out. What the build cannot see is checked here: a rule
/// described in a file that is not a rule's file, and the one test per rule
/// (`RuleExamples+Generated.swift`, written by `make rules`).
final class RuleRegistryTests: XCTestCase {
    let root = packageRoot

    /// Each registered rule, and no other id, has its generated test.
    func testEveryRuleHasAGeneratedTest() throws {
        let file = "Tests/idv-resTests/RuleExamples+Generated.swift"
        let tests = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let tested = tests.matches(of: /func test_([a-z0-9_]+)\(\) throws \{ try checkExamples\(of: "([^"]+)"\) \}/)
            .map { (name: String($0.1), id: String($0.2)) }
        for test in tested {
            XCTAssertEqual(test.name, test.id.replacingOccurrences(of: ".", with: "_").replacing("-", with: "_"))
        }
        let ids = Set(tested.map(\.id))
        let untested = RuleRegistry.ids.filter { !ids.contains($0) }
        let gone = tested.map(\.id).filter { RuleRegistry.rule($0) == nil }
        XCTAssertEqual(untested, [], "\(file) has no test for these rules: run `make rules`")
        XCTAssertEqual(gone, [], "\(file) tests rules that are gone: run `make rules`")
        XCTAssertEqual(tested.count, ids.count, "\(file) tests a rule twice: run `make rules`")
    }

    /// A rule description written elsewhere than in its rule's file (a second rule in a file, a
    /// rule outside Rules/, a file not named `<Namespace>+<Rule>.swift`) is a rule no list has.
    func testEveryRuleDescriptionInSourcesIsRegistered() throws {
        let sources = root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var described: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: /RuleDescription\(\s*id: "([^"]+)"/) {
                let id = String(match.1)
                described.append(id)
                let name = file.split(separator: "/").last ?? ""
                XCTAssertTrue(
                    file.split(separator: "/").dropFirst().first == "Rules" && name.contains("+"),
                    "Sources/\(file) describes \(id): a rule is the type its file names, "
                        + "Sources/<Module>/Rules/<Domain>/<Namespace>+<Rule>.swift")
                XCTAssertNotNil(RuleRegistry.rule(id), "Sources/\(file) describes \(id), which no rule list has")
            }
        }
        XCTAssertEqual(described.count, RuleRegistry.types.count, "one description per rule type")
        XCTAssertEqual(Set(RuleRegistry.ids).count, RuleRegistry.all.count, "two rules share an id")
    }
}
