import Foundation
import TestPrerequisites
import XCTest

/// `swift package idv-res validate` in a consumer package that depends on a copy of this one
/// (Plugins/IDVResCommand). Both live in `.build/plugin-test/` and are refreshed file by file,
/// so after the first run (a full debug build of idv-res inside the consumer) a run rebuilds
/// only what changed.
final class SwiftPMPluginTests: XCTestCase {
    private let work = packageRoot.appendingPathComponent(".build/plugin-test")
    private var consumer: URL { work.appendingPathComponent("Consumer") }

    private let consumerManifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Consumer",
            platforms: [.macOS(.v13)],
            dependencies: [.package(path: "../idv-res")],
            targets: [.target(name: "App", resources: [.copy("Resources"), .copy("Bundle")])]
        )

        """

    override func setUpWithError() throws {
        guard which("swift") != nil else { throw Prerequisite.missing("swift is not on PATH: the plugin was not run") }
        let copy = work.appendingPathComponent("idv-res")
        for item in ["Package.swift", "Sources", "Plugins", "scripts", "Tests"] {
            try mirror(packageRoot.appendingPathComponent(item), to: copy.appendingPathComponent(item))
        }
        let app = consumer.appendingPathComponent("Sources/App")
        try write(consumerManifest, to: consumer.appendingPathComponent("Package.swift"))
        try write("public let greeting = \"hello\"\n", to: app.appendingPathComponent("App.swift"))
        try mirror(
            samplesDirectory.appendingPathComponent("app-resources/Resources"),
            to: app.appendingPathComponent("Resources"))
        try mirror(samplesDirectory.appendingPathComponent("bundles/broken"), to: app.appendingPathComponent("Bundle"))
    }

    private func swiftPackage(_ arguments: [String]) throws -> ProcessResult {
        let environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": ProcessInfo.processInfo.environment["HOME"] ?? work.path,
        ]
        let started = Date()
        let result = try runToolchain(
            try XCTUnwrap(which("swift")), ["package"] + arguments, in: consumer.path,
            environment: environment, childIsToolchain: true)
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        print("swift package \(arguments.joined(separator: " ")): \(seconds) s")
        return result
    }

    func testValidatesTheConsumersResourcesInXcodeForm() throws {
        let result = try swiftPackage(["idv-res", "validate"])
        XCTAssertNotEqual(result.status, 0, "errors fail the command")
        let app = consumer.appendingPathComponent("Sources/App").path
        XCTAssertTrue(
            result.out.contains("\(app)/Resources/fr.lproj/Localizable.strings:10:1: error: unknown key"),
            result.out + result.err)
        XCTAssertTrue(result.out.contains("\(app)/Bundle/widget.xml:35:9: error: text token 'FinishTitel'"), result.out)
        for line in result.out.split(separator: "\n") where line.hasPrefix("/") {
            XCTAssertNotNil(
                line.wholeMatch(of: /\/.+:\d+:\d+: (error|warning|note): .+ \[[a-z0-9-]+\.[a-z0-9-]+\]/),
                String(line))
        }
        XCTAssertTrue(result.err.contains("idv-res validate exited with status 1"), result.err)
    }

    func testGivenPathsAndOtherCommands() throws {
        let good = try swiftPackage(["idv-res", "validate", "Sources/App/Bundle/widget.xml"])
        XCTAssertTrue(good.out.contains("in 1 input"), good.out + good.err)
        let rules = try swiftPackage(["idv-res", "rules"])
        XCTAssertEqual(rules.status, 0, rules.err)
        XCTAssertTrue(rules.out.contains("localizable.unknown-key"))
        let unknown = try swiftPackage(["idv-res", "validate", "--target", "Nope"])
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertTrue(unknown.err.contains("no target named Nope"), unknown.err)
        let both = try swiftPackage(["idv-res", "validate", "--target", "App", "Sources/App/Bundle/widget.xml"])
        XCTAssertNotEqual(both.status, 0)
        XCTAssertTrue(both.err.contains("give either --target or paths, not both"), both.err)
    }

    /// Makes `destination` hold what `source` holds, touching only files whose bytes differ.
    private func mirror(_ source: URL, to destination: URL) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: source.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            try write(try Data(contentsOf: source), to: destination)
            return
        }
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        let names = Set(try manager.contentsOfDirectory(atPath: source.path))
        for stale in try manager.contentsOfDirectory(atPath: destination.path) where !names.contains(stale) {
            try manager.removeItem(at: destination.appendingPathComponent(stale))
        }
        for name in names {
            try mirror(source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
    }

    private func write(_ text: String, to url: URL) throws { try write(Data(text.utf8), to: url) }

    private func write(_ data: Data, to url: URL) throws {
        if (try? Data(contentsOf: url)) == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
