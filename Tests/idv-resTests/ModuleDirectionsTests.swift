import Foundation
import XCTest

/// The module directions of docs/architecture.md: CLI -> RuleCatalog -> Doctor / Checksums /
/// Preview -> ResourceBundle -> Localization -> ModelsXML / LottieValidation -> Diagnostics, the C libraries
/// each under one module. Both the `import` lines of Sources/<Module>/** and Package.swift's
/// target dependencies must follow them.
final class ModuleDirectionsTests: XCTestCase {
    /// Module (folder under Sources/) -> the modules of this package it may import.
    static let allowed: [String: Set<String>] = [
        "Diagnostics": [],
        "ModelsXML": ["Diagnostics", "CXML"],
        "LottieValidation": ["Diagnostics"],
        "Localization": ["Diagnostics", "ModelsXML"],
        "ResourceBundle": [
            "Diagnostics", "ModelsXML", "Localization", "LottieValidation", "CZip", "CDeflate", "CCrypto",
        ],
        "Doctor": ["Diagnostics", "ModelsXML", "ResourceBundle", "Checksums"],  // frameworks' sums
        "Checksums": ["Diagnostics", "ResourceBundle"],
        "Preview": ["Diagnostics", "ModelsXML", "ResourceBundle"],
        "BundleChanges": ["Diagnostics", "ModelsXML", "ResourceBundle"],  // diff and upgrade of bundles
        // Above every module with rules: the one list of them.
        "RuleCatalog": [
            "Diagnostics", "ModelsXML", "Localization", "LottieValidation", "ResourceBundle", "Doctor", "Checksums",
            "Preview", "BundleChanges",
        ],
        // `idv-res lsp`: above the rules' list (hover explains a rule), below the CLI.
        "LanguageServer": [
            "Diagnostics", "ModelsXML", "Localization", "LottieValidation", "ResourceBundle", "RuleCatalog",
        ],
        // `preview --serve`: the preview's pages served and redrawn; the one user of libmicrohttpd.
        "LivePreview": ["Diagnostics", "ResourceBundle", "Preview", "CMicroHTTPD"],
        "idv-res": [
            "Diagnostics", "ModelsXML", "Localization", "LottieValidation", "ResourceBundle", "Doctor", "Checksums",
            "Preview", "RuleCatalog", "BundleChanges", "LanguageServer", "LivePreview",
        ],
        "CXML": [], "CZip": [], "CDeflate": [], "CCrypto": [], "CMicroHTTPD": [],
        "TestPrerequisites": [],  // tests only: skip, or fail under CI=true
        "TestSupport": ["Diagnostics", "ResourceBundle"],  // tests only: the hostile zip writer, in no product
    ]

    static let sources = packageRoot.appendingPathComponent("Sources")

    /// A module's name as `import` spells it (`idv-res` -> `idv_res`).
    static func importName(_ module: String) -> String { module.replacingOccurrences(of: "-", with: "_") }

    /// The modules of this package that `text` imports (`import X`, `@testable import X`,
    /// `internal import X`, indented under `#if` too).
    static func imports(in text: String, among modules: Set<String>) -> Set<String> {
        let byImportName = Dictionary(uniqueKeysWithValues: modules.map { (importName($0), $0) })
        var found: Set<String> = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "package"].contains($0) })
            else { continue }
            let name = String(words[index + 1].prefix { $0 != "." })
            if let module = byImportName[name] { found.insert(module) }
        }
        return found
    }

    /// `from` -> the modules it reaches against the table.
    static func violations(_ uses: [String: Set<String>]) -> [String] {
        uses.keys.sorted().flatMap { module in
            guard let allowed = allowed[module] else { return ["\(module) has no row in the allowed table"] }
            return uses[module, default: []].subtracting(allowed).sorted().map { "\(module) -> \($0)" }
        }
    }

    func testEveryModuleImportsOnlyDownTheDirections() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
            .filter { !$0.hasPrefix(".") }
        XCTAssertTrue(Set(modules).isSuperset(of: ["Diagnostics", "ResourceBundle", "idv-res"]), "\(modules)")
        var uses: [String: Set<String>] = [:]
        for module in modules {
            uses[module] = []
            let folder = Self.sources.appendingPathComponent(module)
            let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
            for path in paths where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                uses[module, default: []].formUnion(Self.imports(in: text, among: Set(modules)).subtracting([module]))
            }
        }
        XCTAssertEqual(uses["ResourceBundle"]?.contains("ModelsXML"), true, "the scan found no import")
        XCTAssertEqual(Self.violations(uses), [], "imports against docs/architecture.md")
    }

    func testPackageTargetsDependOnlyDownTheDirections() throws {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var uses: [String: Set<String>] = [:]
        for chunk in manifest.components(separatedBy: "\n        .").dropFirst() {
            guard chunk.hasPrefix("target(") || chunk.hasPrefix("executableTarget("),
                let name = chunk.firstMatch(of: /name: "([^"]+)"/)?.1
            else { continue }
            let dependencies = chunk.firstMatch(of: /dependencies: \[([^\]]*)\]/)?.1 ?? ""
            uses[String(name)] = Set(dependencies.matches(of: /"([^"]+)"/).map { String($0.1) })
        }
        XCTAssertEqual(uses["ResourceBundle"]?.contains("ModelsXML"), true, "no target read from Package.swift")
        XCTAssertEqual(Self.violations(uses), [], "Package.swift")
    }

    func testAnImportUpTheDirectionsIsFound() {
        let text = "import Foundation\n#if canImport(Glibc)\n    @testable import ResourceBundle\n#endif\n"
        let modules: Set<String> = ["Diagnostics", "ResourceBundle"]
        XCTAssertEqual(Self.imports(in: text, among: modules), ["ResourceBundle"])
        XCTAssertEqual(Self.violations(["Diagnostics": ["ResourceBundle"]]), ["Diagnostics -> ResourceBundle"])
        XCTAssertEqual(Self.violations(["Fresh": []]), ["Fresh has no row in the allowed table"])
    }
}
