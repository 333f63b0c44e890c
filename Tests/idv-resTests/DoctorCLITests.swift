import Diagnostics
import Foundation
import ResourceBundle
import RuleCatalog
import XCTest

/// `idv-res doctor` on Samples/ios-app: the good project passes, the broken one reports each
/// defect where it is; XML and binary plists read alike.
final class DoctorCLITests: XCTestCase {
    let good = samplesDirectory.appendingPathComponent("ios-app/good").path
    let broken = samplesDirectory.appendingPathComponent("ios-app/broken").path

    /// `rule @ path:line:col` of each finding, paths relative to `root`.
    func findings(_ result: CLIResult, root: String) throws -> [String] {
        let document = try XCTUnwrap(try? JSONParser().parse(result.out), result.out + result.err)
        return (document["diagnostics"]?.array ?? []).map { diagnostic in
            let location = diagnostic["location"]
            var path = location?["path"]?.string ?? ""
            if path.hasPrefix(root + "/") { path = String(path.dropFirst(root.count + 1)) }
            let line = location?["line"]?.number.map { ":\(Int($0))" } ?? ""
            let column = location?["column"]?.number.map { ":\(Int($0))" } ?? ""
            return "\(diagnostic["rule"]?.string ?? "?") @ \(path)\(line)\(column)"
        }.sorted()
    }

    func testGoodProjectHasNoFinding() throws {
        let result = runCLI(["doctor", good, "--format", "json", "--distributions", good + "/Downloads/SHA256SUMS"])
        XCTAssertEqual(try findings(result, root: good), [], result.out)
        XCTAssertEqual(result.status, 0)
    }

    static let brokenFindings = [
        "checksum.mismatch @ Downloads/SHA256SUMS:2:1",
        "doctor.camera-usage-description @ IdentiaDemo.xcodeproj/project.pbxproj:148:20",
        "doctor.embed-and-sign @ IdentiaDemo.xcodeproj/project.pbxproj:12:3",
        "doctor.enabled-countries @ IdentiaDemo/DocumentCapture.swift:11:36",
        "doctor.endpoint @ IdentiaDemo/VerificationView.swift:15:31",
        "doctor.framework-versions @ Frameworks/OpenSSL.xcframework/ios-arm64/OpenSSL.framework/Info.plist:1:1",
        "doctor.location-usage-description @ IdentiaDemo/Info.plist:4:1",
        "doctor.nfc-formats-entitlement @ IdentiaDemo.xcodeproj/project.pbxproj:90:3",
        "doctor.nfc-formats-entitlement @ IdentiaDemo/IdentiaDemo.entitlements:4:1",
        "doctor.nfc-select-identifiers-in-entitlements @ IdentiaDemo/IdentiaDemo.entitlements:5:2",
        "doctor.nfc-select-identifiers-missing @ IdentiaDemo.xcodeproj/project.pbxproj:148:20",
        "doctor.nfc-usage-description @ IdentiaDemo/Info.plist:4:1",
        "doctor.openssl-missing @ IdentiaDemo.xcodeproj/project.pbxproj:13:3",
        "doctor.openssl-package @ Frameworks/OpenSSL.xcframework",
        "doctor.resources-path @ IdentiaDemo/DocumentCapture.swift:18:30",
        "doctor.token-image-quality @ IdentiaDemo/DocumentCapture.swift:10:30",
        "doctor.usage-description-placeholder @ IdentiaDemo/Info.plist:15:2",
        "specific-data.unknown-id @ IdentiaDemo/DocumentCapture.swift:9:29",
    ]

    func testBrokenProjectReportsEachDefectWhereItIs() throws {
        let result = runCLI(["doctor", broken, "--format", "json", "--distributions", broken + "/Downloads/SHA256SUMS"])
        XCTAssertEqual(try findings(result, root: broken), Self.brokenFindings, result.out)
        XCTAssertEqual(result.status, 1)
        // Every doctor rule but the malformed file has its defect in the sample.
        let rules = Set(Self.brokenFindings.map { String($0.prefix { $0 != " " }) })
        for rule in RuleRegistry.ids where rule.hasPrefix("doctor.") && rule != "doctor.malformed-file" {
            XCTAssertTrue(rules.contains(rule), "the broken sample has no defect for \(rule)")
        }
    }

    func testTextReportNamesBothFilesOfTheMisplacedNFCKey() {
        let result = runCLI(
            ["doctor", "Samples/ios-app/broken"], currentDirectory: packageRoot.path)
        let line =
            result.out.split(separator: "\n").first { $0.contains("[doctor.nfc-select-identifiers-in-entitlements]") }
            ?? ""
        XCTAssertTrue(
            line.hasPrefix("Samples/ios-app/broken/IdentiaDemo/IdentiaDemo.entitlements:5:2: error: "), String(line))
        XCTAssertTrue(line.contains("belongs in IdentiaDemo/Info.plist"), String(line))
        XCTAssertTrue(line.contains("the chip is never detected"), String(line))
        XCTAssertEqual(result.status, 1)
    }

    /// The broken project with its Info.plist and entitlements converted to binary by Python's
    /// plistlib: the same findings, at line 1, column 1 of those files, saying why.
    func testBinaryPlistsReadLikeXML() throws {
        for (variant, source) in [("good", good), ("broken", broken)] {
            let root = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: root) }
            let copy = root.appendingPathComponent(variant).path
            try FileManager.default.copyItem(atPath: source, toPath: copy)
            for file in ["IdentiaDemo/Info.plist", "IdentiaDemo/IdentiaDemo.entitlements"] {
                let path = copy + "/" + file
                let script =
                    "import plistlib; p = \(String(reflecting: path)); d = plistlib.load(open(p, 'rb')); "
                    + "plistlib.dump(d, open(p, 'wb'), fmt=plistlib.FMT_BINARY)"
                let converted = try PythonTools.run(script: script, input: Data(), requiring: "plistlib")
                XCTAssertEqual(converted.status, 0, converted.output)
                XCTAssertTrue(try Data(contentsOf: URL(fileURLWithPath: path)).starts(with: Array("bplist00".utf8)))
            }
            let result = runCLI(["doctor", copy, "--format", "json"])
            let found = try findings(result, root: copy)
            let expected =
                variant == "good"
                ? []
                : Self.brokenFindings.filter { !$0.hasPrefix("checksum.") }.map { finding in
                    finding.replacingOccurrences(
                        of: #"(IdentiaDemo/(Info\.plist|IdentiaDemo\.entitlements)):\d+:\d+$"#, with: "$1:1:1",
                        options: .regularExpression)
                }.sorted()
            XCTAssertEqual(found, expected, result.out)
            if variant == "broken" {
                XCTAssertTrue(result.out.contains("(binary plist: no line numbers)"), result.out)
            }
        }
    }

    func testMissingDirectoryIsUnreadable() {
        let result = runCLI(["doctor", "/nonexistent/app", "--format", "json"])
        XCTAssertEqual(result.status, 3, result.out)
        XCTAssertTrue(result.out.contains("input.unreadable"), result.out)
    }

    func testConfigurationDisablesADoctorRule() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent(".idv-res.json")
        try Data(#"{"rules": {"doctor.endpoint": "off"}}"#.utf8).write(to: config)
        let result = runCLI(["doctor", broken, "--format", "json", "--config", config.path])
        let found = try findings(result, root: broken)
        XCTAssertFalse(found.contains { $0.hasPrefix("doctor.endpoint") }, result.out + result.err)
        XCTAssertTrue(found.contains { $0.hasPrefix("doctor.token-image-quality") }, result.out + result.err)
    }

    /// `explain` on a project-tree rule shows the file with the mark and names the others.
    func testExplainShowsTheMarkedFileOfAProjectTree() {
        let result = runCLI(["explain", "doctor.endpoint"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.out.contains("  --- App/ContentView.swift\n"), result.out)
        XCTAssertTrue(result.out.contains("endPoint: ↓\"http://apifacialdev.identia.pe/\""), result.out)
        XCTAssertTrue(result.out.contains("(other files: App.xcodeproj/project.pbxproj, "), result.out)
        XCTAssertFalse(result.out.contains("  --- App.xcodeproj/project.pbxproj\n"), result.out)
    }

    /// The README shows `doctor` on the broken sample: its output is the real one.
    func testREADMEShowsTheRealOutput() throws {
        let root = packageRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let result = runCLI(
            ["doctor", "Samples/ios-app/broken", "--distributions", "Samples/ios-app/broken/Downloads/SHA256SUMS"],
            currentDirectory: root.path)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            readme.contains(
                "$ idv-res doctor Samples/ios-app/broken --distributions "
                    + "Samples/ios-app/broken/Downloads/SHA256SUMS\n" + result.out),
            "README.md's doctor section differs from the output:\n\(result.out)")
    }
}
