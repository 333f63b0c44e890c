import Diagnostics
import Foundation
import ResourceBundle
import RuleCatalog
import TestPrerequisites
import XCTest

@testable import ModelsXML

/// `validate` and `specific-data` on document models, end to end, on the real vendor zip
/// and on our samples.
final class DocumentModelsCLITests: XCTestCase {
    func realZip() throws -> String {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: no real vendor zip to check")
        }
        return corpus.appendingPathComponent("zips/selphid-resources-real.zip").path
    }

    /// `rule file:line:col` of each finding of a JSON report, with the suggestion.
    func findings(_ result: CLIResult, severity: String? = nil) throws -> [String] {
        let document = try XCTUnwrap(try? JSONParser().parse(result.out), result.out + result.err)
        return (document["diagnostics"]?.array ?? []).compactMap { diagnostic in
            if let severity, diagnostic["severity"]?.string != severity { return nil }
            let location = diagnostic["location"]
            let path = (location?["path"]?.string ?? "").components(separatedBy: ".zip/").last ?? ""
            let line = location?["line"]?.number.map { String(Int($0)) } ?? "-"
            let column = location?["column"]?.number.map { String(Int($0)) } ?? "-"
            let suggestion = diagnostic["suggestion"]?.string.map { " -> \($0)" } ?? ""
            return "\(diagnostic["rule"]?.string ?? "") \(path):\(line):\(column)\(suggestion)"
        }
    }

    func testRealZipReportsTheSr2TypoTwiceAndOnlyDefensibleErrors() throws {
        let result = runCLI(["validate", try realZip(), "--format", "json"])
        XCTAssertEqual(result.status, 1)
        let errors = try findings(result, severity: "error").filter { $0.hasPrefix("models.") || $0.hasPrefix("xml.") }
        // Each one is judged in docs/document-models.md.
        XCTAssertEqual(
            errors.sorted(),
            [
                "models.capture-group documents/DocumentID_All.xml:3770:25",
                "models.mrz-field-position documents/DocumentID_All.xml:7332:70 -> 11",
                "models.mrz-field-position documents/DocumentVI_All.xml:33:49 -> 16",
                "models.mrz-geometry documents/DocumentVI_All.xml:16:49 -> 8",
                "models.threshold-range documents/DocumentID_All.xml:7130:78",
                "models.unknown-attribute documents/DocumentDL_All.xml:2829:76 -> src2",
                "models.unknown-attribute documents/DocumentDL_All_Table.xml:2733:76 -> src2",
                "models.unknown-attribute documents/DocumentID_All.xml:8487:35 -> src",
                "models.unknown-attribute documents/DocumentID_All.xml:8744:35 -> src",
            ])
        let warnings = try findings(result, severity: "warning")
        XCTAssertTrue(
            warnings.contains("models.read-before-write documents/DocumentID_All.xml:7551:48 -> dobStr"),
            warnings.joined(separator: "\n"))
        XCTAssertTrue(
            warnings.contains("models.unresolved-rule documents/DocumentRules.xml:4:11"),
            warnings.joined(separator: "\n"))
        XCTAssertFalse(result.out.contains("\"starts\""), "starts=\"??\" is valid")
    }

    /// Every distinct regex of the real models: the fast syntax path agrees with ICU.
    func testRegexFastPathAgreesWithNSRegularExpressionOnTheRealModels() throws {
        let reader = try ZipBundleReader(path: try realZip())
        var patterns: Set<String> = []
        for entry in reader.entries where entry.path.hasPrefix("documents/") {
            let model = DocumentModelParser.parse(try reader.read(entry))
            for document in model.documents {
                for version in document.versions {
                    for block in version.allBlocks {
                        for tag in block.fields + block.instructions {
                            if let regex = tag[attribute: "regex"]?.value, !regex.isEmpty { patterns.insert(regex) }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(patterns.count, 500)
        var fast = 0
        for pattern in patterns {
            let compiles = (try? NSRegularExpression(pattern: pattern)) != nil
            XCTAssertTrue(compiles, pattern)
            if RegexSyntax.isCertainlyValid(pattern) {
                fast += 1
                XCTAssertTrue(compiles, pattern)
            }
        }
        XCTAssertGreaterThan(fast, patterns.count * 3 / 4, "most real patterns take the fast path")
        // Capture groups are counted as ICU counts them, on every real pattern and tricky ones.
        let tricky = [
            "(?:a)(b)", "(?<name>a)(?<=b)(?<!c)(?=d)(?!e)", "\\((a)\\)", "[(](a)[)]", "[[(]a](b)", "[]()](c)",
            "\\Q(x)\\E(y)",
            "(?i)(a)", "(?i:a)(b)", "((a)(b))", "[\\](](a)",
        ]
        for pattern in patterns.union(tricky) {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            XCTAssertEqual(CaptureGroups.count(pattern), regex.numberOfCaptureGroups, pattern)
        }
    }

    func testASingleModelFileIsValidatedAsDocumentsEntry() throws {
        let reader = try ZipBundleReader(path: try realZip())
        let entry = try XCTUnwrap(reader.entries.first { $0.path == "documents/DocumentDL_All.xml" })
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("DocumentDL_All.xml")
        try Data(try reader.read(entry)).write(to: file)
        let result = runCLI(["validate", file.path, "--format", "json"])
        XCTAssertEqual(result.status, 1)
        let errors = try findings(result, severity: "error")
        XCTAssertEqual(errors, ["models.unknown-attribute \(file.path):2829:76 -> src2"])

        let text = runCLI(["validate", file.path])
        XCTAssertTrue(
            text.out.contains(
                "DocumentDL_All.xml:2829:76: error: unknown attribute 'sr2' on <rejectIfNotValid2>; did you mean 'src2'? [models.unknown-attribute]"
            ), text.out)
        XCTAssertFalse(text.out.contains("bundle.missing-required"), "a loose file is not a bundle missing its parts")
    }

    func testBrokenSampleTriggersEveryModelRule() throws {
        let result = runCLI([
            "validate", samplesDirectory.appendingPathComponent("models/broken").path, "--format", "json",
        ])
        let rules = Set(try findings(result).map { String($0.prefix { $0 != " " }) })
        XCTAssertEqual(Set(RuleRegistry.rules(in: "models").map(\.id)).subtracting(rules), [])
        let clean = runCLI([
            "validate", samplesDirectory.appendingPathComponent("models/good/documents/DocumentID_All.xml").path,
        ])
        XCTAssertEqual(clean.status, 0, clean.out)
    }

    func testDocumentRulesAreCheckedAndParsedOnce() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let documents = directory.appendingPathComponent("documents")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        try Data(
            "<selphid-widget-conf version=\"1.0\">\n  <rule id=\"ES|V1\" feilds=\"A\"/>\n</selphid-widget-conf>\n".utf8
        )
        .write(to: documents.appendingPathComponent("DocumentRules.xml"))
        let typo = runCLI(["validate", documents.appendingPathComponent("DocumentRules.xml").path, "--format", "json"])
        XCTAssertEqual(try findings(typo).map { String($0.prefix { $0 != " " }) }, ["models.unknown-attribute"])
        try Data(
            "<selphid-widget-conf version=\"1.0\">\n  <rule id=\"ES|V1\" fields=\"A\">\n</selphid-widget-conf>\n".utf8
        )
        .write(to: documents.appendingPathComponent("DocumentRules.xml"))
        let malformed = runCLI(["validate", directory.path, "--format", "json"])
        XCTAssertEqual(
            try findings(malformed).filter { $0.hasPrefix("xml.") }.count, 1, "reported once: " + malformed.out)
    }

    func testHostileFilesGiveOneClearErrorEach() throws {
        for (name, rule) in [
            ("DocumentXXE.xml", "xml.doctype"), ("DocumentBillionLaughs.xml", "xml.doctype"),
            ("DocumentInvalidUTF8.xml", "xml.malformed"),
        ] {
            let result = runCLI([
                "validate", samplesDirectory.appendingPathComponent("models/hostile/\(name)").path, "--format", "json",
            ])
            XCTAssertEqual(result.status, 1, name)
            XCTAssertEqual(try findings(result).map { String($0.prefix { $0 != " " }) }, [rule], name)
        }
    }

    func testSpecificDataCommand() throws {
        let zip = try realZip()
        let ok = runCLI(["specific-data", "ES|<ALL>", "--models", zip])
        XCTAssertEqual(ok.status, 0, ok.out + ok.err)

        let typo = runCLI(["specific-data", "ES|ESP_I3", "--models", zip])
        XCTAssertEqual(typo.status, 1)
        XCTAssertTrue(typo.out.contains("  ES|ESP_I3\n     ^\n"), typo.out)
        XCTAssertTrue(
            typo.out.contains(
                "specificData:1:4: error: version 'ESP_I3' is no Version id of DocumentID 'ES'; did you mean 'ESP_I_3'? [specific-data.unknown-id]"
            ), typo.out)

        let syntax = runCLI(["specific-data", "ES|<AL>"])
        XCTAssertEqual(syntax.status, 1)
        XCTAssertTrue(syntax.out.hasPrefix("  ES|<AL>\n     ^\n"), syntax.out)

        let specific = runCLI([
            "specific-data", "ES|<ALL>", "--models", zip, "--scan-mode", "MODE_SPECIFIC", "--format", "json",
        ])
        XCTAssertEqual(try findings(specific).map { String($0.prefix { $0 != " " }) }, ["specific-data.scan-mode"])

        let generic = runCLI(["specific-data", "ES|<ALL>", "--scan-mode", "MODE_GENERIC"])
        XCTAssertEqual(generic.status, 0)
        XCTAssertTrue(generic.out.contains("MODE_GENERIC ignores specificData"), generic.out)

        XCTAssertEqual(runCLI(["specific-data", "ES|", "--scan-mode", "MODE_FAST"]).status, 2)
        XCTAssertEqual(runCLI(["specific-data", "ES|", "--models", "/nonexistent.zip"]).status, 3)
    }

    func testValidateChecksSpecificDataAgainstTheBundle() throws {
        let result = runCLI(["validate", try realZip(), "--specific-data", "ESP|<ALL>", "--format", "json"])
        let found = try findings(result).filter { $0.hasPrefix("specific-data.") }
        XCTAssertEqual(found, ["specific-data.unknown-id specificData:1:1 -> ES"])
        XCTAssertEqual(
            runCLI(["validate", try realZip(), "--specific-data", "ES|", "--scan-mode", "SEARCH"]).status, 2)
        XCTAssertEqual(
            runCLI(["validate", try realZip(), "--scan-mode", "MODE_SEARCH"]).status, 2,
            "--scan-mode alone is a usage error")
    }
}
