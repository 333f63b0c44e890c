import Diagnostics
import Foundation
import Preview
import RuleCatalog
import TestPrerequisites
import TestSupport
import XCTest

@testable import idv_res

/// Runs every example of every registered rule through the real command line, one generated
/// test per rule (`swift test --filter views_unknown_enum_value`): a rule with no triggering
/// example, a triggering example that reports nothing or reports elsewhere than its `↓` marks,
/// or a non-triggering example that reports, fails here.
final class RuleExamplesTests: XCTestCase {
    func testEveryRuleHasATriggeringExample() {
        for rule in RuleRegistry.all {
            XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            XCTAssertFalse(rule.summary.isEmpty, "\(rule.id) has no summary")
            XCTAssertTrue(
                rule.explanation.count > rule.summary.count, "\(rule.id) has no explanation beyond its summary")
        }
    }

    func testRuleIDsAreUniqueAndWellFormed() {
        let ids = RuleRegistry.ids
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate rule ids")
        for id in ids {
            XCTAssertNotNil(
                id.range(of: #"^[a-z][a-z0-9]*(-[a-z0-9]+)*\.[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression),
                "\(id) is not category.kebab-case")
        }
    }

    /// `preview.*` examples run `preview --check`, which needs Chromium: skipped, saying so,
    /// where it is absent (`make preview-deps` installs it); under CI=true that fails.
    static func runnable(_ rule: RuleDescription) -> Bool {
        guard rule.category == "preview", PreviewCheck.findChromium() == nil else { return true }
        Prerequisite.partlyMissing(
            "Chromium is absent: the examples of \(rule.id) are not run (make preview-deps installs it)")
        return false
    }

    /// One rule's examples: each triggering example reports at its marks, each non-triggering
    /// example reports nothing. The generated tests call this, one rule each.
    func checkExamples(of id: String) throws {
        let rule = try XCTUnwrap(RuleRegistry.rule(id), "\(id) is not registered: run `make rules`")
        guard Self.runnable(rule) else { return }
        for (index, example) in rule.triggeringExamples.enumerated() {
            let run = try ExampleRun(example)
            defer { run.cleanUp() }
            let found = try run.locations(of: rule.id)
            let expected = run.expected
            let label = "\(rule.id) triggering example \(index + 1)"
            XCTAssertFalse(found.isEmpty, "\(label): nothing reported\n\(run.output)")
            if !expected.isEmpty {
                XCTAssertEqual(
                    found.sorted(), expected.sorted(), "\(label): reported at other places than marked\n\(run.output)")
            }
        }
        for (index, example) in rule.nonTriggeringExamples.enumerated() {
            let run = try ExampleRun(example)
            defer { run.cleanUp() }
            let found = try run.locations(of: rule.id)
            XCTAssertEqual(found, [], "\(rule.id) non-triggering example \(index + 1) reported\n\(run.output)")
        }
    }
}

/// One example written to disk and run.
struct ExampleRun {
    let root: URL
    let input: String
    /// `path:line:col` strings relative to the input, from the marks and `expected`.
    var expected: [String] = []
    var output = ""
    var result: CLIResult

    init(_ example: RuleExample) throws {
        root = try makeTemporaryDirectory()
        let directory = root.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (path, text) in example.files {
            let (clean, marks) = ExampleMarkers.strip(text)
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let utf16 = example.utf16Files.contains(path)
            try
                (utf16
                ? Data([0xFF, 0xFE] + Array(clean.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
                : Data(clean.utf8)).write(to: url)
            expected += marks.map { "\(path):\($0.line):\($0.column)" }
        }
        for (path, entries) in example.archives {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try RecipeZipWriter.write(entries, to: url.path)
        }
        if let archive = example.archive {
            input = root.appendingPathComponent("in.zip").path
            try RecipeZipWriter.write(archive, to: input)
        } else {
            input = directory.path
        }
        expected += example.expected.map { ExampleRun.key($0.file, $0.line, $0.column) }
        var arguments = [example.command]
        let inputPath = input
        let given = ExampleCommandLine.arguments(example)
        if given.contains(where: { $0.contains("{input}") }) {
            arguments += given.map { $0.replacingOccurrences(of: "{input}", with: inputPath) }
        } else {
            arguments += given + [input]
        }
        arguments += ["--format", "json"]
        result = runCLI(arguments, currentDirectory: root.path)
        output = "$ idv-res \(arguments.joined(separator: " "))\n" + result.out + result.err
    }

    static func key(_ file: String, _ line: Int?, _ column: Int?) -> String {
        var text = file
        if let line { text += ":\(line)" }
        if let column { text += ":\(column)" }
        return text
    }

    /// Where the run reported `ruleID`, relative to the input.
    func locations(of ruleID: String) throws -> [String] {
        guard let document = try? JSONParser().parse(result.out), let diagnostics = document["diagnostics"]?.array
        else {
            throw ExampleError(message: "the command printed no JSON report\n\(output)")
        }
        return diagnostics.filter { $0["rule"]?.string == ruleID }.map { diagnostic in
            let location = diagnostic["location"]
            var path = location?["path"]?.string ?? ""
            for prefix in [input + "/", root.path + "/"] where path.hasPrefix(prefix) {
                path = String(path.dropFirst(prefix.count))
            }
            return ExampleRun.key(
                path, location?["line"]?.number.map { Int($0) }, location?["column"]?.number.map { Int($0) })
        }
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: root)
    }
}

struct ExampleError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
