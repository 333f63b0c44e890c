import Foundation
import XCTest

/// The Run Script phase in the README, run as Xcode runs it (`/bin/sh`, the build settings in
/// the environment): what it validates and that its output is in the form Xcode shows.
final class XcodeBuildPhaseTests: XCTestCase {
    private var srcroot: URL!

    override func setUpWithError() throws {
        srcroot = try makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: srcroot)
    }

    /// The ```sh block after the `<!-- xcode-run-script` marker of README.md.
    private func scriptText() throws -> String {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = try XCTUnwrap(readme.range(of: "<!-- xcode-run-script"), "README has no Run Script block")
        let open = try XCTUnwrap(readme.range(of: "```sh\n", range: marker.upperBound..<readme.endIndex))
        let close = try XCTUnwrap(readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex))
        return String(readme[open.upperBound..<close.lowerBound]) + "\n"
    }

    private func runPhase(_ settings: [String: String], withIDVRes: Bool = true) throws -> ProcessResult {
        let script = srcroot.appendingPathComponent("run-script.sh")
        try scriptText().write(to: script, atomically: true, encoding: .utf8)
        let binaryFolder = URL(fileURLWithPath: try builtExecutable()).deletingLastPathComponent().path
        var environment = [
            "SRCROOT": srcroot.path, "PROJECT_DIR": srcroot.path, "TARGET_NAME": "App",
            "CONFIGURATION": "Debug", "ACTION": "build", "SCRIPT_INPUT_FILE_COUNT": "0",
            "PATH": (withIDVRes ? binaryFolder + ":" : "") + "/usr/bin:/bin",
        ]
        environment.merge(settings) { $1 }
        return try runProcess("/bin/sh", [script.path], in: srcroot.path, environment: environment)
    }

    private func copySample(_ sample: String, to path: String) throws -> URL {
        let destination = srcroot.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(),
            withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: samplesDirectory.appendingPathComponent(sample), to: destination)
        return destination
    }

    /// `/abs/path:line:col: severity: message [rule]`, what Xcode turns into an issue.
    private func assertXcodeForm(_ output: String, file: StaticString = #filePath, line: UInt = #line) {
        let lines = output.split(separator: "\n").dropLast()  // the summary line
        XCTAssertFalse(lines.isEmpty, file: file, line: line)
        for finding in lines {
            XCTAssertNotNil(
                finding.wholeMatch(of: /\/.+:\d+:\d+: (error|warning|note): .+ \[[a-z0-9-]+\.[a-z0-9-]+\]/),
                String(finding), file: file, line: line)
            XCTAssertTrue(finding.hasPrefix(srcroot.path + "/"), String(finding), file: file, line: line)
        }
    }

    /// No Input Files: the target's folder ($SRCROOT/$TARGET_NAME), where the resources are.
    func testValidatesTheTargetFolderAndFailsOnErrors() throws {
        _ = try copySample("app-resources/Resources", to: "App/Resources")
        let result = try runPhase([:])
        XCTAssertEqual(result.status, 1, result.err)
        assertXcodeForm(result.out)
        let finding = "\(srcroot.path)/App/Resources/fr.lproj/Localizable.strings:10:1: error: unknown key"
        XCTAssertTrue(
            result.out.contains(finding),
            result.out)
    }

    /// Input Files, one with a space in its path; Release fails on warnings, Debug does not.
    func testInputFilesAndStrictInRelease() throws {
        let app = srcroot.appendingPathComponent("App Res")
        for language in ["en", "fr"] {
            try FileManager.default.createDirectory(
                at: app.appendingPathComponent("\(language).lproj"),
                withIntermediateDirectories: true)
        }
        try "\"selphid_component_tip_message\" = \"Hello\";\n\"selphid_component_tip_title\" = \"T\";\n"
            .write(to: app.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"selphid_component_tip_title\" = \"Titre\";\n"
            .write(to: app.appendingPathComponent("fr.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let good = try copySample("bundles/good", to: "Bundle")
        let inputs = [
            "SCRIPT_INPUT_FILE_COUNT": "2", "SCRIPT_INPUT_FILE_0": app.path, "SCRIPT_INPUT_FILE_1": good.path,
        ]

        let debug = try runPhase(inputs)
        XCTAssertEqual(debug.status, 0, debug.out + debug.err)
        assertXcodeForm(debug.out)
        XCTAssertTrue(debug.out.contains("\(app.path)/en.lproj/Localizable.strings:1:1: warning: "), debug.out)
        XCTAssertTrue(debug.out.hasSuffix("0 errors, 1 warning and 0 notes in 2 inputs\n"), debug.out)

        let release = try runPhase(inputs.merging(["CONFIGURATION": "Release"]) { $1 })
        XCTAssertEqual(release.status, 1, release.out)
    }

    /// Not installed: a warning Xcode shows, and the build goes on.
    func testWithoutIDVResTheBuildWarns() throws {
        for folder in [
            "/opt/homebrew/bin",
            "/usr/local/bin",
        ] where FileManager.default.fileExists(atPath: folder + "/idv-res") {
            // The machine has idv-res installed (a developer's, not a fresh CI clone): skips.
            throw XCTSkip("idv-res is installed in \(folder): the script would find it")
        }
        let result = try runPhase([:], withIDVRes: false)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.out.hasPrefix("warning: idv-res is not installed"), result.out)
    }
}
