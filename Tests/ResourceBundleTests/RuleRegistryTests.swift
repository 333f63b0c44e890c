import Diagnostics
import Foundation
import XCTest

@testable import RuleCatalog

/// The registry is derived from the rule homes: `RuleRegistry+Generated.swift` and the one test
/// per rule (`RuleExamples+Generated.swift`) are what scripts/gen-rule-registry.sh writes today,
/// and every rule description in Sources belongs to a rule type under a `Rules/` directory, so no
/// rule can exist without being registered and tested.
final class RuleRegistryTests: XCTestCase {
    let root = packageRoot

    /// Also fails (the script exits 1) when a rule type is declared outside a Rules/ directory.
    func testGeneratedFileIsUpToDate() throws {
        try assertGeneratedFileIsCurrent(
            script: "scripts/gen-rule-registry.sh", file: "Sources/RuleCatalog/RuleRegistry+Generated.swift",
            remedy: "make rules")
    }

    /// Each module's own list, which its walkers read (they cannot see the registry above them).
    func testEachModulesRuleListIsUpToDate() throws {
        for module in try modulesWithRules() {
            try assertGeneratedFileIsCurrent(
                script: "scripts/gen-rule-registry.sh", arguments: ["module", module],
                file: "Sources/\(module)/Rules/RuleTypes+Generated.swift", remedy: "make rules")
        }
    }

    private func modulesWithRules() throws -> [String] {
        let result = try runProcess(
            "/bin/sh", [root.appendingPathComponent("scripts/gen-rule-registry.sh").path, "modules"])
        XCTAssertEqual(result.status, 0, result.err)
        let modules = result.out.split(separator: "\n").map(String.init)
        XCTAssertTrue(modules.contains("ModelsXML") && modules.contains("ResourceBundle"), "\(modules)")
        return modules
    }

    func testGeneratedRuleTestsAreUpToDate() throws {
        try assertGeneratedFileIsCurrent(
            script: "scripts/gen-rule-tests.sh", file: "Tests/idv-resTests/RuleExamples+Generated.swift",
            remedy: "make rules")
    }

    /// Each registered rule, and no other id, has its generated test.
    func testEveryRuleHasAGeneratedTest() throws {
        let tests = try String(
            contentsOf: root.appendingPathComponent("Tests/idv-resTests/RuleExamples+Generated.swift"), encoding: .utf8)
        let tested = tests.matches(of: /func test_[a-z0-9_]+\(\) throws \{ try checkExamples\(of: "([^"]+)"\) \}/)
            .map { String($0.1) }
        XCTAssertEqual(tested, RuleRegistry.ids)
    }

    /// A rule description written anywhere (a rule type the script's pattern missed, a
    /// description kept in a plain constant) shows as a count that the registry does not reach.
    func testEveryRuleDescriptionInSourcesIsRegistered() throws {
        let sources = root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var described = 0
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let count = text.components(separatedBy: "static let description = RuleDescription(").count - 1
            if count > 0 {
                XCTAssertTrue(file.split(separator: "/").dropFirst().first == "Rules", "\(file) describes a rule")
            }
            described += count
        }
        XCTAssertEqual(described, RuleRegistry.types.count)
        XCTAssertEqual(Set(RuleRegistry.ids).count, RuleRegistry.all.count, "two rules share an id")
    }

    /// One rule a file: `Rules/<domain>/<Namespace>+<Type>.swift` declares `<Namespace>.<Type>`.
    func testEachRuleFileIsNamedAfterItsRule() throws {
        var names: [String] = []
        for module in try modulesWithRules() {
            let generated = try String(
                contentsOf: root.appendingPathComponent("Sources/\(module)/Rules/RuleTypes+Generated.swift"),
                encoding: .utf8)
            // `all` only: the walker protocols' typed lists repeat its names.
            let all = generated.components(separatedBy: "static let all:")[1].components(separatedBy: "    ]")[0]
            names += all.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasSuffix(".self,") }.map { String($0.dropLast(6)) }
        }
        let sources = root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
            .compactMap { $0 as? String }.filter { $0.contains("/Rules/") && $0.contains("+") }
        let fileNames = files.map {
            String($0.split(separator: "/").last!.dropLast(6)).replacingOccurrences(of: "+", with: ".")
        }
        .filter { $0 != "RuleRegistry.Generated" && $0 != "RuleTypes.Generated" }
        XCTAssertEqual(Set(fileNames), Set(names))
        XCTAssertEqual(fileNames.count, names.count)
    }
}
