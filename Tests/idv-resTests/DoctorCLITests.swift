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
        // Every doctor rule has its defect in the broken sample or in one of the shapes.
        let rules = Set((Self.brokenFindings + Self.shapes.flatMap(\.findings)).map { String($0.prefix { $0 != " " }) })
        for rule in RuleRegistry.ids where rule.hasPrefix("doctor.") {
            XCTAssertTrue(rules.contains(rule), "no sample of Samples/ios-app has a defect for \(rule)")
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

    /// Samples/ios-app's ordinary NFC apps and project mistakes (scripts/make-ios-app-shapes.py):
    /// what doctor must say on each, and nothing more; the exit status.
    static let shapes: [(name: String, findings: [String], status: Int32)] = [
        ("passport-reader", [], 0),
        ("ndef-reader", [], 0),
        ("mifare-reader", [], 0),
        ("ndef-ios12", [], 0),
        ("utf16-plist", [], 0),
        ("flutter-nfc", [], 0),
        ("react-native", ["doctor.usage-description-unused @ ios/IdCheck/Info.plist:36:2"], 0),
        ("deepidv", [], 0),
        ("deepidv-no-camera-key", ["doctor.camera-usage-description @ IDCheck/Info.plist:4:1"], 1),
        ("deepidv-languages", ["doctor.deepidv-languages @ IDCheck.xcodeproj/project.pbxproj:39:5"], 0),
        ("deepidv-denial-ignored", ["doctor.deepidv-camera-denied @ IDCheck/SelfieStep.swift:16:9"], 0),
        ("deepidv-comment-only", [], 0),
        ("app-clip", ["doctor.nfc-select-identifiers-missing @ PassportClip/Info.plist:4:1"], 1),
        ("ndef-ios13", ["doctor.nfc-ndef-format @ TagReader/TagReader.entitlements:7:3"], 1),
        (
            "case-mismatch",
            [
                "doctor.path-case @ RFIDOnly.xcodeproj/project.pbxproj:74:5",
                "doctor.path-case @ RFIDOnly.xcodeproj/project.pbxproj:75:5",
            ], 0
        ),
        (
            "missing-files",
            [
                "doctor.missing-file @ PassportReader.xcodeproj/project.pbxproj:74:5",
                "doctor.missing-file @ PassportReader.xcodeproj/project.pbxproj:75:5",
            ], 1
        ),
        ("unused-entitlements", ["doctor.nfc-formats-entitlement @ PassportReader.xcodeproj/project.pbxproj:18:3"], 1),
        ("lfs-pointer", ["doctor.malformed-file @ PassportReader/Info.plist:1:1"], 1),
        (
            "bad-application-id",
            [
                "doctor.nfc-application-id @ PassportReader/Info.plist:16:3",
                "doctor.nfc-application-id @ PassportReader/Info.plist:17:3",
                "doctor.nfc-application-id @ PassportReader/Info.plist:18:3",
            ], 1
        ),
    ]

    func testEachShapeGetsExactlyItsFindings() throws {
        for shape in Self.shapes {
            let root = samplesDirectory.appendingPathComponent("ios-app/\(shape.name)").path
            let result = runCLI(["doctor", root, "--format", "json"])
            XCTAssertEqual(try findings(result, root: root), shape.findings, "\(shape.name)\n\(result.out)")
            XCTAssertEqual(result.status, shape.status, "\(shape.name)\n\(result.out)")
        }
    }

    /// The text of a shape's report, as the user reads it.
    func report(_ shape: String) -> String {
        runCLI(["doctor", "Samples/ios-app/\(shape)"], currentDirectory: packageRoot.path).out
    }

    func testFindingsSayTheFixAndWhatNeedsIt() {
        let unused = report("unused-entitlements")
        XCTAssertTrue(unused.contains("PassportReader/PassportReader.entitlements is never used"), unused)
        XCTAssertTrue(
            unused.contains("add CODE_SIGN_ENTITLEMENTS = PassportReader/PassportReader.entitlements to the target"),
            unused)
        XCTAssertTrue(
            unused.contains("NFCTagReaderSession reading NFCISO7816Tag (PassportReader/Reader.swift)"), unused)
        let ndef = report("ndef-ios13")
        XCTAssertTrue(ndef.contains("IPHONEOS_DEPLOYMENT_TARGET = 13.0 (in TagReader.xcodeproj/project.pbxproj)"), ndef)
        XCTAssertTrue(ndef.contains("ITMS-90778"), ndef)
        let clip = report("app-clip")
        XCTAssertTrue(clip.contains("target 'PassportClip' uses NFCTagReaderSession reading NFCISO7816Tag"), clip)
        XCTAssertTrue(clip.contains("(PassportClip/Reader.swift)"), clip)
        let lfs = report("lfs-pointer")
        XCTAssertTrue(
            lfs.contains(
                "this is a Git LFS pointer (sha256:4d7a214614ab2…, 1021 bytes), not the file; run git lfs pull"), lfs)
        XCTAssertTrue(report("case-mismatch").contains("but the file is RfidOnly-sample/Info.plist"))
        let broken = runCLI(["doctor", broken], currentDirectory: packageRoot.path).out
        XCTAssertTrue(broken.contains("target 'Kiosk' uses Identia Flow (ICAO 9303 chips) but"), broken)
    }

    /// doctor (JSON) on a copy of `Samples/ios-app/<sample>` whose `file` was changed by `edit`:
    /// the run and its findings.
    func doctor(_ sample: String, editing file: String, _ edit: (String) -> String) throws -> (
        result: CLIResult, findings: [String]
    ) {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent(sample).path
        try FileManager.default.copyItem(
            atPath: samplesDirectory.appendingPathComponent("ios-app/\(sample)").path, toPath: copy)
        let path = copy + "/" + file
        try edit(try String(contentsOfFile: path, encoding: .utf8)).write(
            toFile: path, atomically: true, encoding: .utf8)
        let result = runCLI(["doctor", copy, "--format", "json"])
        return (result, try findings(result, root: copy))
    }

    /// The file found with other letter case is the one checked: a defect in it is reported there.
    func testCaseMismatchedFileIsChecked() throws {
        let run = try doctor("case-mismatch", editing: "RfidOnly-sample/Info.plist") {
            $0.replacingOccurrences(of: "<string>A00000024710FF</string>", with: "<string>A0000002471</string>")
        }
        XCTAssertTrue(
            run.findings.contains("doctor.nfc-application-id @ RfidOnly-sample/Info.plist:16:3"), run.result.out)
    }

    /// A Flutter app's NFC code is Dart, not read: its keys say what it reads (ISO 7816 select
    /// identifiers: TAG), and they are checked.
    func testFlutterAppIsJudgedByItsKeys() throws {
        let run = try doctor("flutter-nfc", editing: "ios/Runner/Runner.entitlements") {
            $0.replacingOccurrences(of: "TAG", with: "NDEF")
        }
        XCTAssertEqual(
            run.findings,
            [
                "doctor.nfc-formats-entitlement @ ios/Runner/Runner.entitlements:5:2",
                "doctor.nfc-ndef-format @ ios/Runner/Runner.entitlements:7:3",
            ], run.result.out)
        XCTAssertTrue(run.result.out.contains("ISO 7816 select identifiers in the Info.plist"), run.result.out)
    }

    /// React Native's template ships NSLocationWhenInUseUsageDescription empty: in an app whose
    /// identity SDK (SelphID, through a Swift bridge) needs only the camera, a note naming what
    /// was looked for; the same emptiness in the camera key is a warning naming what asks for it,
    /// and without the key, an error.
    func testReactNativeTemplateKeyIsANoteAndTheCameraKeyIsNeeded() throws {
        let note = report("react-native")
        XCTAssertTrue(
            note.contains(
                "note: NSLocationWhenInUseUsageDescription in ios/IdCheck/Info.plist is empty, and nothing target "
                    + "'IdCheck' uses asks for location (no Identia Flow or Core Location in its Swift code or "
                    + "frameworks): unused and empty, harmless; remove it, or fill it in if you add location"), note)
        XCTAssertFalse(note.contains("App Review"), note)
        let strict = runCLI(["doctor", "Samples/ios-app/react-native", "--strict"], currentDirectory: packageRoot.path)
        XCTAssertEqual(strict.status, 0, strict.out)

        let info = "ios/IdCheck/Info.plist"
        let camera = "<string>IdCheck photographs your identity document to confirm who you are.</string>"
        let empty = try doctor("react-native", editing: info) {
            $0.replacingOccurrences(of: camera, with: "<string></string>")
        }
        XCTAssertEqual(
            empty.findings,
            [
                "doctor.usage-description-placeholder @ ios/IdCheck/Info.plist:34:2",
                "doctor.usage-description-unused @ ios/IdCheck/Info.plist:36:2",
            ], empty.result.out)
        XCTAssertTrue(
            empty.result.out.contains("uses SelphID (SelphIDController in ios/IdCheck/IdentityCapture.swift:19)"),
            empty.result.out)

        let missing = try doctor("react-native", editing: info) {
            $0.replacingOccurrences(of: "\t<key>NSCameraUsageDescription</key>\n\t\(camera)\n", with: "")
        }
        XCTAssertEqual(
            missing.findings,
            [
                "doctor.camera-usage-description @ ios/IdCheck/Info.plist:4:1",
                "doctor.usage-description-unused @ ios/IdCheck/Info.plist:34:2",
            ], missing.result.out)
        XCTAssertEqual(missing.result.status, 1, missing.result.out)
    }

    /// deepidv (seeds 003, 004): what needs the camera and what its screens speak are named with
    /// the Swift file and line; a name in a comment or a string is no use of it.
    func testDeepIDVFindingsNameTheCodeThatNeedsThem() throws {
        let selfie = "deepidv (SelfieCaptureView in IDCheck/SelfieStep.swift:22)"
        let missing = report("deepidv-no-camera-key")
        XCTAssertTrue(
            missing.contains(
                "error: target 'IDCheck' uses \(selfie) but IDCheck/Info.plist has no NSCameraUsageDescription: iOS "
                    + "kills the app the moment the camera is asked for"), missing)
        let languages = report("deepidv-languages")
        XCTAssertTrue(
            languages.contains(
                "note: target 'IDCheck' uses \(selfie) and is localised in German (de: knownRegions in "
                    + "IDCheck.xcodeproj/project.pbxproj; IDCheck/de.lproj): deepidv's capture screens "
                    + "speak English, Spanish or French only"), languages)
        let denial = report("deepidv-denial-ignored")
        XCTAssertTrue(denial.contains("looks at .cameraPermissionDenied or opens the app's settings"), denial)

        // Uncommented, the import is a use: the German localisation is noted; the camera is not asked
        // for, since no capture screen doctor knows is shown (the seeds name only SelfieCaptureView).
        let imported = try doctor("deepidv-comment-only", editing: "IDCheck/VerificationFlow.swift") {
            $0.replacingOccurrences(of: "/* import DeepIDV */", with: "import DeepIDV")
        }
        XCTAssertEqual(
            imported.findings, ["doctor.deepidv-languages @ IDCheck.xcodeproj/project.pbxproj:39:5"],
            imported.result.out)
        XCTAssertTrue(
            imported.result.out.contains("uses deepidv (import DeepIDV in IDCheck/VerificationFlow.swift:5)"),
            imported.result.out)
    }

    /// A project none of whose targets could be read is unreadable (exit 3), never "no problems found".
    func testProjectWithoutReadableAppTargetIsUnreadable() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let framework = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; name = App;
            \t\t\tproductType = "com.apple.product-type.framework"; };
            \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; }; name = Debug; };
            \t};
            }

            """
        for (name, project) in [("framework", framework), ("malformed", "// !$*UTF8*$!\n{\n\tobjects = ;\n}\n")] {
            let folder = root.appendingPathComponent(name).appendingPathComponent("App.xcodeproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(project.utf8).write(to: folder.appendingPathComponent("project.pbxproj"))
            let result = runCLI(["doctor", root.appendingPathComponent(name).path])
            XCTAssertEqual(result.status, 3, "\(name)\n\(result.out)")
            XCTAssertFalse(result.out.contains("no problems found"), result.out)
            XCTAssertTrue(result.out.contains("[input.unreadable]"), result.out)
            if name == "framework" {
                XCTAssertTrue(result.out.contains("App (com.apple.product-type.framework)"), result.out)
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
