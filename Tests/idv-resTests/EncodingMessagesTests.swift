import Foundation
import XCTest

/// Encoding problems name the byte, where it is, and the fix; a refused file never counts
/// as translated. Every encoding of one real file reads alike: EncodingMessagesTests+Encodings.swift.
final class EncodingMessagesTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ bytes: [UInt8], _ path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func testALatin1LocalizableStringsNamesTheByteAndIconv() throws {
        try write(Array("\"selphid_selector_title\" = \"Title\";\n".utf8), "app/en.lproj/Localizable.strings")
        // "Título" in ISO-8859-1: í is the single byte 0xED.
        let latin1: [UInt8] =
            Array("/* es */\n\"selphid_selector_title\" = \"T".utf8) + [0xED] + Array("tulo\";\n".utf8)
        try write(latin1, "app/es.lproj/Localizable.strings")
        let app = folder.appendingPathComponent("app").path

        let result = runCLI(["validate", app])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.out.contains(
                "\(app)/es.lproj/Localizable.strings:2:30: error: byte 0xED ('í' in ISO-8859-1) is not UTF-8: "
                    + "Xcode cannot read the file, so none of its keys reach the app; if it is Latin-1, convert it "
                    + "with iconv -f ISO-8859-1 -t UTF-8 [localizable.syntax-error]\n"), result.out)

        // Refused, so its key is not counted as translated; the same text in UTF-8 is.
        func spanishOverridden() throws -> Int {
            let json = runCLI(["strings", app, "--format", "json"]).out
            let languages =
                try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])["languages"]
                as? [[String: Any]]
            return try XCTUnwrap(languages?.first { $0["language"] as? String == "es" }?["overridden"] as? Int)
        }
        XCTAssertEqual(try spanishOverridden(), 0)
        try write(
            Array("/* es */\n\"selphid_selector_title\" = \"Título\";\n".utf8), "app/es.lproj/Localizable.strings")
        XCTAssertEqual(try spanishOverridden(), 1)
    }

    func testLibxml2sNotProperUTF8BecomesOurLocatedMessage() throws {
        let bundle = folder.appendingPathComponent("bundle")
        try FileManager.default.copyItem(at: samplesDirectory.appendingPathComponent("bundles/good"), to: bundle)
        let strings = bundle.appendingPathComponent("strings/strings.es.xml")
        let text = try String(contentsOf: strings, encoding: .utf8)
        try XCTUnwrap(text.data(using: .isoLatin1)).write(to: strings)
        let result = runCLI(["validate", bundle.path])
        XCTAssertEqual(result.status, 1)
        let lines = result.out.split(separator: "\n")
        let line = try XCTUnwrap(lines.first { $0.contains("strings.es.xml") })
        XCTAssertTrue(
            line.hasSuffix(
                ": error: malformed XML: byte 0xCD ('Í' in ISO-8859-1) is not UTF-8, as the file declares (or as XML "
                    + "assumes without a declaration); if it is Latin-1, convert it with iconv -f ISO-8859-1 -t UTF-8 "
                    + "[xml.malformed]"), String(line))
        XCTAssertTrue(line.hasPrefix("\(strings.path):3:32: "), String(line))
        XCTAssertFalse(result.out.contains("indicate encoding"), result.out)
        // Refused, so not in the coverage table either.
        let coverage = runCLI(["strings", bundle.path])
        XCTAssertFalse(coverage.out.contains("strings.es.xml"), coverage.out)
        XCTAssertTrue(coverage.err.contains("is not UTF-8"), coverage.err)
    }
}
