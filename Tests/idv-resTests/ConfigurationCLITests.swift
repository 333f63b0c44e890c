import Foundation
import XCTest

/// A configuration file's mistakes, all at once, each with what would have been right.
final class ConfigurationCLITests: XCTestCase {
    private let good = samplesDirectory.appendingPathComponent("bundles/good").path

    private func run(config text: [UInt8]) throws -> CLIResult {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("c.json")
        try Data(text).write(to: config)
        let result = runCLI(["validate", "--config", config.path, good])
        return CLIResult(
            status: result.status, out: result.out,
            err: result.err.replacingOccurrences(of: config.path, with: "c.json"))
    }

    func testEveryErrorOfTheFileIsReportedTogether() throws {
        let text = """
            {
              "rule": {},
              "rules": {
                "xml.malformd": "off",
                "xml.doctype": "warn",
                "zip.junk": "Error",
                "views.unknown-attribute": 1
              },
              "ignore": ["", 3]
            }
            """
        let result = try run(config: Array(text.utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(
            result.err,
            """
            c.json:2:3: error: unknown key "rule"; did you mean 'rules'?; valid keys: "rules", "ignore", "sameAsDefault", "limits", "rulesDocumentationURL"
            c.json:4:5: error: unknown rule "xml.malformd"; did you mean 'xml.malformed'?
            c.json:5:20: error: rule "xml.doctype": expected "error", "warning", "note" or "off"; did you mean 'warning'?
            c.json:6:17: error: rule "zip.junk": expected "error", "warning", "note" or "off"; did you mean 'error'?
            c.json:7:32: error: rule "views.unknown-attribute": expected "error", "warning", "note" or "off", as a string
            c.json:9:14: error: each "ignore" entry must be a non-empty string
            c.json:9:18: error: each "ignore" entry must be a non-empty string

            """)
    }

    /// A wildcard's severity gets the same did-you-mean as one rule's.
    func testAWildcardsSeverityGetsADidYouMean() throws {
        let result = try run(config: Array("{\n  \"rules\": { \"models.*\": \"warn\", \"zip.*\": \"Off\" }\n}\n".utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.err,
            """
            c.json:2:26: error: rule "models.*": expected "error", "warning", "note" or "off"; did you mean 'warning'?
            c.json:2:43: error: rule "zip.*": expected "error", "warning", "note" or "off"; did you mean 'off'?

            """)
    }

    func testAMissingConfigurationSaysWhy() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = runCLI(["validate", "--config", "nosuch.json", good], currentDirectory: folder.path)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.err, "nosuch.json: error: cannot read the configuration file: no such file\n")
        let folderConfig = runCLI(["validate", "--config", folder.path, good])
        XCTAssertEqual(
            folderConfig.err, "\(folder.path): error: cannot read the configuration file: a directory, not a file\n")
    }

    func testAUTF16ConfigurationIsRead() throws {
        let text = "{\n  \"rules\": { \"xml.doctype\": \"warn\" }\n}\n"
        for (bom, littleEndian) in [([0xFF, 0xFE] as [UInt8], true), ([0xFE, 0xFF], false), ([], true)] {
            var bytes = bom
            for unit in text.utf16 {
                bytes +=
                    littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            }
            let result = try run(config: bytes)
            // Read as text: its one mistake is found at its line and column.
            XCTAssertEqual(
                result.err,
                "c.json:2:29: error: rule \"xml.doctype\": expected \"error\", \"warning\", \"note\" or \"off\"; "
                    + "did you mean 'warning'?\n", "BOM \(bom)")
        }
        var odd: [UInt8] = [0xFF, 0xFE, 0x7B, 0x00, 0x7D]
        XCTAssertEqual(
            try run(config: odd).err, "c.json: error: UTF-16 with an odd number of bytes: save it as UTF-8\n")
        odd = [0xFF, 0xFE, 0x00, 0xD8, 0x7B, 0x00]
        XCTAssertEqual(try run(config: odd).err, "c.json: error: UTF-16 with an unpaired surrogate: save it as UTF-8\n")
        let utf8BOM = try run(config: [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        XCTAssertEqual(utf8BOM.status, 0, utf8BOM.err)
    }
}
