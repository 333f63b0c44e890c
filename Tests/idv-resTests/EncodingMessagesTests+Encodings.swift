import Diagnostics
import Foundation
import ResourceBundle
import TestPrerequisites
import TestSupport
import XCTest

/// One decoder behind every command (`DecodedText`): a real strings file, Localizable.strings,
/// plist, Swift source and configuration saved in each encoding (UTF-8 with and without a byte
/// order mark, UTF-16 in either order with and without one) give the same findings at the same
/// places through `validate`, `strings` and `doctor`; bytes that are not text are refused
/// where they stop being text.
extension EncodingMessagesTests {
    /// widget.xml and strings/*.xml of the real SelphID zip in `bundle/`; the Spanish file's
    /// text returned with two lines added: a duplicate token after multi-byte characters (a
    /// finding whose column counts them) and a suppression of the empty-value finding on
    /// `CaptureTipFront_alt`.
    private func realBundle() throws -> String {
        guard let zips = corpusDirectory?.appendingPathComponent("zips") else {
            throw Prerequisite.missing(
                "../shared/corpus is absent: the real strings file is not read in every encoding")
        }
        let reader = try InputOpener.open(zips.appendingPathComponent("selphid-resources-real.zip").path).reader()
        for entry in reader.entries where entry.path == "widget.xml" || entry.path.hasPrefix("strings/strings") {
            try write(try reader.read(entry), "bundle/" + entry.path)
        }
        let es = try XCTUnwrap(reader.entries.first { $0.path == "strings/strings.es.xml" })
        var lines = String(decoding: try reader.read(es), as: UTF8.self).components(separatedBy: "\n")
        let empty = try XCTUnwrap(lines.firstIndex { $0.contains("id=\"CaptureTipFront_alt\"") })
        lines.insert("    <!-- idv-res-disable-next-line translations.empty-value -->", at: empty)
        lines.insert("    <token id=\"año\">Sí, señor</token><token id=\"button_repeat\">Otra</token>", at: 4)
        return lines.joined(separator: "\n")
    }

    /// The findings of `validate --format sarif` in `file`: rule, place, message, fingerprint.
    private func sarifFindings(_ input: String, in file: String, arguments: [String] = []) throws -> [String] {
        let result = runCLI(["validate", "--format", "sarif"] + arguments + [input])
        let root = try JSONParser().parse(result.out)
        let results = try XCTUnwrap(root["runs"]?.array?.first?["results"]?.array)
        return results.compactMap { result -> String? in
            let location = result["locations"]?.array?.first?["physicalLocation"]
            guard let uri = location?["artifactLocation"]?["uri"]?.string, uri.hasSuffix(file) else { return nil }
            let region = location?["region"]
            let line = Int(region?["startLine"]?.number ?? 0)
            let column = Int(region?["startColumn"]?.number ?? 0)
            let rule = result["ruleId"]?.string ?? ""
            let message = result["message"]?["text"]?.string ?? ""
            let fingerprint = result["partialFingerprints"]?["idvResFingerprint/v1"]?.string ?? ""
            return "\(rule) \(line):\(column) \(message) \(fingerprint)"
        }
    }

    func testValidateAndStringsReadARealStringsFileAlikeInEveryEncoding() throws {
        let text = try realBundle()
        let bundle = folder.appendingPathComponent("bundle").path
        let es = "bundle/strings/strings.es.xml"
        try write(Array(text.utf8), es)
        let findings = try sarifFindings(bundle, in: "strings.es.xml")
        XCTAssertTrue(findings.contains { $0.hasPrefix("translations.duplicate-token 5:48 ") }, "\(findings)")
        XCTAssertFalse(findings.contains { $0.contains("'CaptureTipFront_alt' has no text") }, "suppressed")
        XCTAssertTrue(findings.contains { $0.contains("'CaptureTipBack_alt' has no text") }, "\(findings)")
        let coverage = runCLI(["strings", "--format", "json", bundle])
        XCTAssertTrue(coverage.out.contains("\"strings/strings.es.xml\""), coverage.out)
        let alone = runCLI(["validate", folder.appendingPathComponent(es).path])
        for encoding in TestEncoding.allCases.dropFirst() {
            try write(encoding.bytes(encoding.xml(text)), es)
            XCTAssertEqual(try sarifFindings(bundle, in: "strings.es.xml"), findings, encoding.rawValue)
            XCTAssertEqual(runCLI(["strings", "--format", "json", bundle]).out, coverage.out, encoding.rawValue)
            XCTAssertEqual(
                runCLI(["validate", folder.appendingPathComponent(es).path]).out, alone.out, encoding.rawValue)
        }
    }

    /// Not text in its encoding: refused at the place it stops being text, by `validate` and
    /// by `strings` (left out of the table, said on standard error).
    func testBytesThatAreNotTextAreRefusedWhereTheyStop() throws {
        let text = try realBundle()
        let bundle = folder.appendingPathComponent("bundle").path
        let es = "bundle/strings/strings.es.xml"
        var utf16 = TestEncoding.utf16BE.bytes(TestEncoding.utf16BE.xml(text))
        // The second unit of "ñ" in "año" (line 5) is made a lone high surrogate.
        let at = try XCTUnwrap((2..<utf16.count - 1).first { utf16[$0] == 0x00 && utf16[$0 + 1] == 0xF1 })
        utf16[at] = 0xD8
        try write(utf16, es)
        let validate = runCLI(["validate", bundle])
        XCTAssertTrue(
            validate.out.contains(
                "strings.es.xml:5:17: error: malformed XML: not valid UTF-16BE (it starts with a UTF-16BE byte order "
                    + "mark): unpaired surrogate 0xD8F1 [xml.malformed]"), validate.out)
        let coverage = runCLI(["strings", bundle])
        XCTAssertFalse(coverage.out.contains("strings.es.xml"), coverage.out)
        XCTAssertTrue(
            coverage.err.contains("strings.es.xml:5:17: error: malformed XML: not valid UTF-16BE"), coverage.err)

        // Latin-1: libxml2's verdict, at the decoder's place (`DecodedText.failure`).
        let latin1 = Array(try XCTUnwrap(text.data(using: .isoLatin1)))
        let failure = try XCTUnwrap(DecodedText(latin1).failure)
        try write(latin1, es)
        XCTAssertTrue(
            runCLI(["validate", bundle]).out.contains(
                "strings.es.xml:\(failure.line):\(failure.column): error: malformed XML: \(failure.problem), as the "
                    + "file declares"))
    }

    /// Samples/app-resources, its UTF-16 French file and its UTF-8 Spanish file (with
    /// findings) saved in each encoding: the same findings; within UTF-8 or UTF-16 the same
    /// columns (a .strings column counts the file's code units).
    func testValidateAndStringsReadLocalizableStringsAlikeInEveryEncoding() throws {
        let resources = folder.appendingPathComponent("Resources")
        try FileManager.default.copyItem(
            at: samplesDirectory.appendingPathComponent("app-resources/Resources"), to: resources)
        var texts: [String: String] = [:]
        for language in ["es", "fr"] {
            let path = resources.appendingPathComponent("\(language).lproj/Localizable.strings")
            texts[language] = String(decoding: DecodedText(Array(try Data(contentsOf: path))).utf8, as: UTF8.self)
        }
        func run(_ encoding: TestEncoding) throws -> (validate: String, strings: String) {
            for (language, text) in texts {
                try write(encoding.bytes(text), "Resources/\(language).lproj/Localizable.strings")
            }
            return (runCLI(["validate", resources.path]).out, runCLI(["strings", resources.path]).out)
        }
        let utf8 = try run(.utf8)
        XCTAssertTrue(utf8.validate.contains("es.lproj/Localizable.strings:4:25: error: "), utf8.validate)
        let utf16 = try run(.utf16LE)
        func withoutColumns(_ report: String) -> String {
            report.replacingOccurrences(of: #"(\.strings:[0-9]+):[0-9]+:"#, with: "$1:", options: .regularExpression)
        }
        XCTAssertEqual(withoutColumns(utf16.validate), withoutColumns(utf8.validate))
        for encoding in TestEncoding.allCases {
            let result = try run(encoding)
            XCTAssertEqual(result.validate, encoding.isUTF16 ? utf16.validate : utf8.validate, encoding.rawValue)
            XCTAssertEqual(result.strings, utf8.strings, encoding.rawValue)
        }
    }

    /// Samples/ios-app/broken's Info.plist, entitlements and Swift sources (findings in each)
    /// saved in each encoding: `doctor` says the same, at the same places.
    func testDoctorReadsPlistsAndSwiftSourcesAlikeInEveryEncoding() throws {
        let app = folder.appendingPathComponent("app")
        try FileManager.default.copyItem(at: samplesDirectory.appendingPathComponent("ios-app/broken"), to: app)
        let files = ["Info.plist", "IdentiaDemo.entitlements", "DocumentCapture.swift", "VerificationView.swift"]
        var texts: [String: String] = [:]
        for file in files {
            let bytes = Array(try Data(contentsOf: app.appendingPathComponent("IdentiaDemo/" + file)))
            texts[file] = String(decoding: DecodedText(bytes).utf8, as: UTF8.self)
        }
        let expected = runCLI(["doctor", app.path]).out
        for file in files {
            XCTAssertTrue(expected.contains("IdentiaDemo/\(file):"), "a finding in \(file):\n\(expected)")
        }
        for encoding in TestEncoding.allCases {
            for (file, text) in texts {
                try write(
                    encoding.bytes(file.hasSuffix(".swift") ? text : encoding.xml(text)), "app/IdentiaDemo/" + file)
            }
            XCTAssertEqual(runCLI(["doctor", app.path]).out, expected, encoding.rawValue)
        }
    }

    /// The README's configuration, and one with a mistake, in each encoding: applied alike,
    /// refused alike at the same line and column.
    func testAConfigurationReadsAlikeInEveryEncoding() throws {
        let text = try realBundle()
        try write(Array(text.utf8), "bundle/strings/strings.es.xml")
        let bundle = folder.appendingPathComponent("bundle").path
        let config = folder.appendingPathComponent("c.json").path
        let good = """
            {
              "rules": { "translations.duplicate-token": "note", "views.unknown-attribute": "error" },
              "ignore": ["other/**", "*.rtf"],
              "sameAsDefault": ["brand_*"]
            }

            """
        let bad = good.replacingOccurrences(of: "\"note\"", with: "\"notice\"")
        try write(Array(good.utf8), "c.json")
        let applied = runCLI(["validate", "--config", config, bundle])
        XCTAssertTrue(applied.out.contains("note: duplicate token 'button_repeat'"), applied.out)
        try write(Array(bad.utf8), "c.json")
        let refused = runCLI(["validate", "--config", config, bundle])
        XCTAssertTrue(
            refused.err.hasPrefix("\(config):2:46: error: rule \"translations.duplicate-token\""), refused.err)
        for encoding in TestEncoding.allCases {
            try write(encoding.bytes(good), "c.json")
            XCTAssertEqual(runCLI(["validate", "--config", config, bundle]).out, applied.out, encoding.rawValue)
            try write(encoding.bytes(bad), "c.json")
            XCTAssertEqual(runCLI(["validate", "--config", config, bundle]).err, refused.err, encoding.rawValue)
        }
    }
}
