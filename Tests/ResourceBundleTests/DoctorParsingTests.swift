import Diagnostics
import Foundation
import XCTest

@testable import Doctor
@testable import ResourceBundle

/// The doctor's readers: Swift tokens, OpenStep plists (project.pbxproj), XML plists, and the
/// literal SDK configuration found in Swift source.
final class DoctorParsingTests: XCTestCase {
    func strings(_ source: String) -> [String?] {
        SwiftTokenizer.tokens(source).filter { $0.kind == .string }.map { $0.literal?.value }
    }

    func testStringLiteralsCommentsAndInterpolation() {
        let source = ##"""
            let a = "x\"y" // "not a string"
            /* outer /* "nested" */ still comment "z" */
            let b = #"raw \n "quoted" \#(t)"#
            let r = #"raw \n "q""#
            let c = "\(f("inner)")) tail"
            let d = """
                line one
                  two\
                 three
                """
            let e = "\u{1F600}\t"
            """##
        XCTAssertEqual(
            strings(source),
            ["x\"y", nil, "raw \\n \"q\"", nil, "line one\n  two three", "\u{1F600}\t"].map { $0 } as [String?])
        // The raw string's `\#(t)` interpolates; its value is unknown (nil) as well.
        let tokens = SwiftTokenizer.tokens(source)
        XCTAssertFalse(
            tokens.contains { $0.isIdentifier("nested") || $0.isIdentifier("still") }, "comment text became tokens")
        XCTAssertEqual(tokens.filter { $0.isIdentifier("let") }.map { $0.line }, [1, 3, 4, 5, 6, 11])
    }

    func testLiteralPositionsPointIntoTheSource() {
        let tokens = SwiftTokenizer.tokens("conf.specificData = \"ES|\\u{45}SP\"\n")
        let literal = tokens.first { $0.kind == .string }!.literal!
        XCTAssertEqual(literal.value, "ES|ESP")
        XCTAssertEqual(literal.position(ofByte: 0), SourcePosition(line: 1, column: 22))
        XCTAssertEqual(literal.position(ofByte: 3), SourcePosition(line: 1, column: 25))  // the escape
        XCTAssertEqual(literal.position(ofByte: 4), SourcePosition(line: 1, column: 31))
    }

    func testUnterminatedInputEndsWithoutCrashing() {
        for source in ["let a = \"open", "/* never closed", "let s = \"\"\"\nno end", "x = \"\\(", "#\"raw"] {
            _ = SwiftTokenizer.tokens(source)
        }
    }

    func testConfigurationScanner() {
        let configuration = SDKConfigurationScanner.scan(
            """
            let view = IdentiaFlowView(idSession: id, endPoint: "https://a.identia.pe/", style: s) { json in }
            let other = IdentiaFlowView(idSession: id, endPoint: base + "/x")
            var conf = SelphIDConfigurationData()
            conf.scanMode = .MODE_SPECIFIC
            conf.tokenImageQuality = -0.5
            conf.specificData = prefix + "ES|"
            conf.enabledCountries = ["ES", "FR"]
            """)
        XCTAssertEqual(configuration.endpoints.map { $0.literal?.value }, ["https://a.identia.pe/"])
        XCTAssertTrue(configuration.usesIdentiaFlow && configuration.usesSelphID)
        let settings = configuration.selphID.first!
        if case .member(let mode, _)? = settings.properties["scanMode"] {
            XCTAssertEqual(mode, "MODE_SPECIFIC")
        } else {
            XCTFail("no scanMode")
        }
        if case .number(let value, _)? = settings.properties["tokenImageQuality"] {
            XCTAssertEqual(value, -0.5)
        } else {
            XCTFail("no quality")
        }
        XCTAssertNil(settings.properties["specificData"], "an expression is not a literal")
        if case .strings(let codes)? = settings.properties["enabledCountries"] {
            XCTAssertEqual(codes.count, 2)
        } else {
            XCTFail("no countries")
        }
    }

    /// The APIs a Swift source uses: `name:line` of the first token naming each.
    func uses(_ source: String) -> [SwiftAPI: String] {
        SDKConfigurationScanner.scan(source).uses.mapValues { "\($0.text):\($0.line)" }
    }

    /// What asks for a permission is found in code only, at its first use; `AVCaptureDevice` and
    /// `UIImagePickerController` are camera capture only beside `.video` / `.camera`.
    func testPermissionAPIsAreFoundInCodeOnly() {
        XCTAssertEqual(
            uses(
                """
                // CLLocationManager and IdentiaFlowView in a comment
                let note = "SelphIDController AVCaptureVideoPreviewLayer in a string"
                let manager = CLLocationManager()
                let selfie = SelphiController(data: nil, output: { _ in }, viewController: root)
                """),
            [.coreLocation: "CLLocationManager:3", .sdkMobileCamera: "SelphiController:4"])
        XCTAssertEqual(uses("let mic = AVCaptureDevice.default(for: .audio)"), [:])
        XCTAssertEqual(
            uses("let camera = AVCaptureDevice.default(for: .video)"), [.cameraCapture: "AVCaptureDevice:1"])
        XCTAssertEqual(uses("let picker = UIImagePickerController()\npicker.sourceType = .photoLibrary"), [:])
        XCTAssertEqual(
            uses("let picker = UIImagePickerController()\npicker.sourceType = .camera"),
            [.cameraCapture: "UIImagePickerController:1"])
    }

    /// deepidv is known by the names the seeds give, as code only; `import DeepIDV` names the use
    /// only when nothing more telling does.
    func testDeepIDVIsFoundInCodeOnly() {
        XCTAssertEqual(
            uses(
                """
                // SelfieCaptureView { result in }, import DeepIDV
                let a = "client.verifyIdentity(documentFront: f, selfie: s, type: .passport)"
                let b = verifyIdentity(user)
                """), [:])
        XCTAssertEqual(
            uses("import DeepIDV\nlet view = SelfieCaptureView { _ in }"),
            [.deepIDV: "SelfieCaptureView:2", .deepIDVCapture: "SelfieCaptureView:2"])
        XCTAssertEqual(uses("import struct DeepIDVKit.FileInput"), [.deepIDV: "import DeepIDVKit:1"])
        XCTAssertEqual(
            uses("_ = try await client.verifyIdentity(documentFront: f, selfie: s, type: .passport)"),
            [.deepIDV: "verifyIdentity:1"])
        XCTAssertEqual(
            uses("if error.kind == .cameraPermissionDenied {}"), [.cameraDenialHandling: "cameraPermissionDenied:1"])
        XCTAssertEqual(uses("let url = URL(string: \"app-settings:\")"), [.cameraDenialHandling: "\"app-settings:\":1"])
    }

    /// The language of a `knownRegions` entry, a `.lproj` name or a `CFBundleLocalizations` item.
    func testAppLanguageOfARegion() {
        XCTAssertEqual(
            ["pt-BR", "zh_Hans", "German", "en", "es-419", "Base", ""].map(AppLanguages.language(of:)),
            ["pt", "zh", "de", "en", "es", nil, nil])
        XCTAssertEqual(AppLanguages.name("de"), "German")
    }

    func testOpenStepPlistKeepsLocations() throws {
        let text =
            "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tAB /* c */ = {isa = PBXBuildFile; name = \"a \\\"b\\\"\"; list = (x, \"y\", ); };\n\t};\n}\n"
        let root = try OpenStepPlistParser.parse(Array(text.utf8)).get()
        let entry = try XCTUnwrap(root["objects"]?.entry("AB"))
        XCTAssertEqual(entry.keyLine, 4)
        XCTAssertEqual(entry.keyColumn, 3)
        XCTAssertEqual(entry.value["name"]?.string, "a \"b\"")
        XCTAssertEqual(entry.value["list"]?.strings, ["x", "y"])
        guard case .failure(let error) = OpenStepPlistParser.parse(Array("{ a = (b, ; }".utf8)) else {
            return XCTFail("parsed")
        }
        XCTAssertEqual(error.line, 1)
        let deep = String(repeating: "(", count: 10_000)
        guard case .failure = OpenStepPlistParser.parse(Array(deep.utf8)) else { return XCTFail("parsed") }
    }

    func testXMLPlistWithAppleDoctypeIsReadAndOtherDoctypesAreRefused() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>A</key>
              <array><string>x &amp; y</string></array>
            </dict>
            </plist>
            """
        let file = try PlistReader.read(Array(plist.utf8), path: "Info.plist").get()
        let entry = try XCTUnwrap(file.root.entry("A"))
        XCTAssertEqual(entry.keyLine, 5)
        XCTAssertEqual(entry.keyColumn, 3)
        XCTAssertEqual(entry.value.strings, ["x & y"])
        let hostile = plist.replacingOccurrences(
            of: "PropertyList-1.0.dtd\">", with: "PropertyList-1.0.dtd\" [<!ENTITY e \"boom\">]>")
        guard case .failure(let error) = PlistReader.read(Array(hostile.utf8), path: "Info.plist") else {
            return XCTFail("read a DOCTYPE with an internal subset")
        }
        XCTAssertTrue(error.message.contains("DOCTYPE"), error.message)
    }

    /// Plists as Xcode and plistlib read them: UTF-16 with a byte order mark (either order) or
    /// without one, UTF-8 with a byte order mark; the same keys at the same lines.
    func testXMLPlistInUTF16AndWithByteOrderMarksReadsLikeUTF8() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-16"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>NFCReaderUsageDescription</key>
            \t<string>Leemos el chip de tu pasaporte — ñandú</string>
            </dict>
            </plist>

            """
        let utf8 = plist.replacingOccurrences(of: "UTF-16", with: "UTF-8")
        let encodings: [(String, [UInt8])] = [
            ("UTF-16LE with BOM", [0xFF, 0xFE] + Array(plist.data(using: .utf16LittleEndian)!)),
            ("UTF-16BE with BOM", [0xFE, 0xFF] + Array(plist.data(using: .utf16BigEndian)!)),
            ("UTF-16LE without BOM", Array(plist.data(using: .utf16LittleEndian)!)),
            ("UTF-16BE without BOM", Array(plist.data(using: .utf16BigEndian)!)),
            ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(utf8.utf8)),
        ]
        for (name, bytes) in encodings {
            let file = try PlistReader.read(bytes, path: "Info.plist").get()
            let entry = try XCTUnwrap(file.root.entry("NFCReaderUsageDescription"), name)
            XCTAssertEqual(entry.keyLine, 5, name)
            XCTAssertEqual(entry.value.string, "Leemos el chip de tu pasaporte — ñandú", name)
        }
        guard case .failure(let error) = PlistReader.read([0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8], path: "Info.plist")
        else { return XCTFail("read invalid UTF-16") }
        XCTAssertTrue(error.message.contains("not valid UTF-16"), error.message)
    }

    /// A Git LFS pointer is said to be one, with what to run (a plist and a project file alike).
    func testGitLFSPointerIsNamed() {
        let pointer = Array(
            "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 1021\n"
                .utf8)
        guard case .failure(let plist) = PlistReader.read(pointer, path: "Info.plist"),
            case .failure(let project) = XcodeProjectReader.read(pointer, path: "App.xcodeproj/project.pbxproj")
        else { return XCTFail("read a Git LFS pointer") }
        for message in [plist.message, project.message] {
            XCTAssertEqual(
                message, "this is a Git LFS pointer (sha256:4d7a214614ab2…, 1021 bytes), not the file; run git lfs pull"
            )
        }
    }

    func testDeeplyNestedInterpolationsEndWithoutExhaustingTheStack() {
        let tokens = SwiftTokenizer.tokens("let a = " + String(repeating: "\"\\(", count: 50_000))
        XCTAssertEqual(tokens.first?.text, "let")
    }

    /// A literal holding terminal control characters is shown escaped in the message.
    func testValuesFromTheProjectAreShownEscaped() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = #"let v = IdentiaFlowView(idSession: s, endPoint: "http://\u{1B}[2J.identia.pe/")"# + "\n"
        try Data(source.utf8).write(to: root.appendingPathComponent("View.swift"))
        let report = ProjectDoctor.check(root.path)
        let finding = try XCTUnwrap(report.diagnostics.first { $0.ruleID == "doctor.endpoint" })
        XCTAssertFalse(finding.message.unicodeScalars.contains("\u{1B}"), finding.message)
        XCTAssertTrue(finding.message.contains("http://\\u{1B}[2J.identia.pe/"), finding.message)
        XCTAssertEqual(finding.location.line, 1)
        XCTAssertEqual(finding.location.column, 49)
    }
}
