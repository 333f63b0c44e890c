import Foundation
import TestPrerequisites
import XCTest

/// The build lists the rules from their files' names (Plugins/RuleLists runs
/// scripts/gen-rule-lists.sh). Here the script lists a small module with a rule in each spelling
/// of a conformance, and swiftc builds and runs it with a stand-in Diagnostics: every rule is in
/// `all`, each walker's typed list holds exactly the rules conforming to its protocol, and
/// calling them runs them. A rule file whose type is missing, misnamed or no rule stops the
/// build with an error at that file.
final class RuleListsTests: XCTestCase {
    /// `Rule` as Diagnostics declares it, with only an id.
    private let diagnostics = """
        public protocol Rule: SendableMetatype {
            static var id: String { get }
        }

        """

    /// The module's walker protocols, declared outside Rules/ as the real ones are, and its namespace.
    private let protocols = """
        import Diagnostics

        public enum ViewsRules {}

        public protocol WidgetRule: Rule {
            static func visit() -> String
        }

        extension WidgetRule {
            public static func visit() -> String { "visited \\(id)" }
        }

        /// Internal, and refining another walker protocol (as UsageDescriptionRule: DoctorRule).
        protocol FrameRule: WidgetRule {}

        """

    /// A rule in each spelling: `Rule` alone, the walker protocol alone, `package`, a final
    /// class, the conformance added by an extension, a refined protocol.
    private let rules = [
        "ViewsRules+Plain.swift": """
        extension ViewsRules { public enum Plain: Rule { public static let id = "plain" } }
        """,
        "ViewsRules+WidgetOnly.swift": """
        extension ViewsRules { public struct WidgetOnly: WidgetRule { public static let id = "widget-only" } }
        """,
        "ViewsRules+Packaged.swift": """
        extension ViewsRules { package struct Packaged: Rule, WidgetRule { package static let id = "packaged" } }
        """,
        "ViewsRules+Classy.swift": """
        extension ViewsRules { final class Classy: WidgetRule { static let id = "classy" } }
        """,
        "ViewsRules+Extended.swift": """
        extension ViewsRules { enum Extended {} }
        extension ViewsRules.Extended: WidgetRule { static let id = "extended" }
        """,
        "ViewsRules+Framed.swift": """
        extension ViewsRules { struct Framed: FrameRule { static let id = "framed" } }
        """,
    ]

    private let main = """
        print(FixtureRuleTypes.all.map { $0.id }.joined(separator: " "))
        print(FixtureRuleTypes.widgetRules.map { $0.visit() }.joined(separator: ", "))
        print(FixtureRuleTypes.frameRules.map { $0.id }.joined(separator: " "))

        """

    func testEverySpellingIsRegisteredAndRuns() throws {
        let fixture = try Fixture(rules: rules, in: self)
        defer { fixture.remove() }
        try fixture.generate()
        let build = try fixture.swiftc(["-o", fixture.root.appendingPathComponent("fixture").path])
        XCTAssertEqual(build.status, 0, build.out + build.err)
        let run = try runProcess(fixture.root.appendingPathComponent("fixture").path, [])
        XCTAssertEqual(
            run.out,
            """
            classy extended framed packaged plain widget-only
            visited classy, visited extended, visited framed, visited packaged, visited widget-only
            framed

            """, "the lists, in the order of the files' paths")
    }

    /// The file's type is missing, misnamed, or no rule: the build fails at that file.
    func testARuleFileWithoutItsRuleFailsTheBuildAtThatFile() throws {
        let broken = [
            "ViewsRules+Missing.swift": (
                "// nothing here\n", "'Missing' is not a member type of enum 'Fixture.ViewsRules'"
            ),
            "ViewsRules+Misnamed.swift": (
                "extension ViewsRules { struct MisNamed: WidgetRule { static let id = \"x\" } }\n",
                "'Misnamed' is not a member type of enum 'Fixture.ViewsRules'"
            ),
            "ViewRules+Typo.swift": (
                "extension ViewsRules { struct Typo: WidgetRule { static let id = \"x\" } }\n",
                "cannot find type 'ViewRules' in scope"
            ),
            "ViewsRules+NoRule.swift": (
                "extension ViewsRules { struct NoRule { static let id = \"x\" } }\n",
                "(aka 'ViewsRules.NoRule') does not conform to expected type 'Rule'"
            ),
        ]
        for (file, (text, error)) in broken {
            let fixture = try Fixture(rules: rules.merging([file: text]) { $1 }, in: self)
            defer { fixture.remove() }
            try fixture.generate()
            let check = try fixture.swiftc(["-typecheck"])
            XCTAssertNotEqual(check.status, 0, file)
            let path = fixture.rulesFolder.appendingPathComponent(file).path
            let errors = check.err.split(separator: "\n").filter { $0.hasPrefix("/") && $0.contains(": error: ") }
            XCTAssertFalse(errors.isEmpty, check.err)
            for line in errors {
                XCTAssertTrue(
                    line.hasPrefix("\(path):1:"), "\(file): an error elsewhere than at the file:\n\(check.err)")
            }
            XCTAssertTrue(check.err.contains(error), "\(file): \(check.err)")
        }
    }

    func testAFileNamedOtherwiseInRulesIsRefused() throws {
        for file in ["ViewsRules+Two+Rules.swift", "ViewsRules+.swift", "Views Rules+Spaced.swift"] {
            let fixture = try Fixture(rules: rules.merging([file: "\n"]) { $1 }, in: self)
            defer { fixture.remove() }
            let result = try fixture.generate(expectingSuccess: false)
            XCTAssertNotEqual(result.status, 0, file)
            XCTAssertTrue(result.err.contains("\(fixture.rulesFolder.path)/\(file):1:1: error: "), result.err)
        }
    }

    /// A module `Fixture` (Sources/Fixture: the protocols, Rules/Views/ the rule files, main.swift)
    /// in a temporary folder, with the stand-in Diagnostics built beside it.
    private struct Fixture {
        let root: URL
        let module: URL
        var rulesFolder: URL { module.appendingPathComponent("Rules/Views") }
        var generated: URL { root.appendingPathComponent("RuleLists.swift") }

        init(rules: [String: String], in test: RuleListsTests) throws {
            root = try makeTemporaryDirectory()
            module = root.appendingPathComponent("Sources/Fixture")
            var files = [
                ("Diagnostics.swift", test.diagnostics), ("Sources/Fixture/Views/WidgetRule.swift", test.protocols),
                ("Sources/Fixture/main.swift", test.main),
            ]
            files += rules.map { ("Sources/Fixture/Rules/Views/\($0.key)", "import Diagnostics\n\n\($0.value)\n") }
            for (path, text) in files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        @discardableResult
        func generate(expectingSuccess: Bool = true) throws -> ProcessResult {
            let script = packageRoot.appendingPathComponent("scripts/gen-rule-lists.sh").path
            let result = try runProcess("/bin/sh", [script, "module", "Fixture", module.path, generated.path])
            if expectingSuccess { XCTAssertEqual(result.status, 0, result.err) }
            return result
        }

        /// swiftc on the module's files and the generated lists, after building the stand-in
        /// Diagnostics (a module and an object to link).
        func swiftc(_ arguments: [String]) throws -> ProcessResult {
            guard let swiftc = which("swiftc") else { throw Prerequisite.missing("swiftc is not on PATH") }
            let diagnostics = try runToolchain(
                swiftc,
                [
                    "-parse-as-library", "-module-name", "Diagnostics", "-emit-module", "-emit-module-path",
                    root.appendingPathComponent("Diagnostics.swiftmodule").path, "-c",
                    root.appendingPathComponent("Diagnostics.swift").path, "-o",
                    root.appendingPathComponent("Diagnostics.o").path,
                ], childIsToolchain: true)
            XCTAssertEqual(diagnostics.status, 0, diagnostics.err)
            let sources = try FileManager.default.subpathsOfDirectory(atPath: module.path).filter {
                $0.hasSuffix(".swift")
            }.sorted().map { module.appendingPathComponent($0).path }
            let linked = arguments.contains("-typecheck") ? [] : [root.appendingPathComponent("Diagnostics.o").path]
            return try runToolchain(
                swiftc,
                ["-module-name", "Fixture", "-package-name", "fixture", "-swift-version", "6", "-I", root.path]
                    + sources + [generated.path] + linked + arguments, childIsToolchain: true)
        }
    }
}
