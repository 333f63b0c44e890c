import Diagnostics
import Foundation
import ResourceBundle
import RuleCatalog
import TestPrerequisites
import XCTest

@testable import idv_res

/// The configuration is applied inside the library: `ResourceValidator` given a configuration
/// reports what `idv-res validate --config` prints, severities, `off`, wildcards and ignores
/// included, on each of the 12 real zips.
final class ResourceValidatorConfigurationTests: XCTestCase {
    /// Turns off the most frequent rule, raises one, lowers a namespace by wildcard, ignores a folder.
    static let configuration = """
        {
          "rules": {
            "models.unused-variable": "off",
            "translations.missing-token": "error",
            "models.*": "note",
            "views.missing-resource": "warning"
          },
          "ignore": ["other/**", "*.rtf"],
          "sameAsDefault": ["*_alt"]
        }
        """

    func testResourceValidatorWithAConfigurationReportsWhatValidateConfigPrints() throws {
        guard let corpus = corpusDirectory else {
            throw Prerequisite.missing("../shared/corpus is absent: no real vendor zips to compare")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "idv-res-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(Configuration.fileName).path
        try Data(Self.configuration.utf8).write(to: URL(fileURLWithPath: path))
        let configuration = try Configuration.load(path: path, knownRules: RuleRegistry.ids)
        var missing: [String] = []
        var changed = 0
        for name in RealCorpusGoldenTests.zips {
            let zip = corpus.appendingPathComponent("zips").appendingPathComponent(name).path
            guard FileManager.default.fileExists(atPath: zip) else {
                missing.append(name)
                continue
            }
            let printed = runCLI(["validate", zip, "--config", path, "--format", "json"])
            XCTAssertTrue([0, 1].contains(printed.status), name + ": " + printed.err)
            let reporter = JSONReporter(toolVersion: IDVRes.version)
            let library = reporter.render(
                ResourceValidator.validate([zip], options: ValidationOptions(configuration: configuration)))
            XCTAssertEqual(library, printed.out, name)
            if library != reporter.render(ResourceValidator.validate([zip])) { changed += 1 }
        }
        XCTAssertGreaterThan(changed, 0, "the configuration changed no report: it tests nothing")
        if !missing.isEmpty {
            throw Prerequisite.missing("not in ../shared/corpus/zips: \(missing.joined(separator: ", "))")
        }
    }
}
