import Diagnostics
import Foundation
import TestPrerequisites
import TestSupport
import XCTest

@testable import ResourceBundle

/// A library caller gets the configured severities and ignores, as the command line does.
final class LibraryConfigurationTests: XCTestCase {
    func testUnpackReportsItsRefusalAtTheConfiguredSeverity() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let zip = root.appendingPathComponent("bad.zip").path
        try RecipeZipWriter.write(
            [
                ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf/>\n"),
                ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.crc]),
            ], to: zip)
        var options = Unpacker.Options()
        options.configuration.severities["zip.crc-mismatch"] = .warning
        let output = root.appendingPathComponent("out").path
        XCTAssertThrowsError(try Unpacker.unpack(zip: zip, to: output, options: options)) { error in
            guard case Unpacker.Failure.refused(let diagnostics) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(diagnostics.map(\.ruleID), ["zip.crc-mismatch"])
            XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        }
        options.configuration.disabledRules = ["zip.crc-mismatch"]
        XCTAssertThrowsError(try Unpacker.unpack(zip: zip, to: output, options: options)) { error in
            guard case Unpacker.Failure.refused(let diagnostics) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(diagnostics.map(\.ruleID), [])
        }
    }

    func testLottieInputsApplyTheConfiguration() {
        let missing = "/nonexistent/idv-res-lottie-\(UUID().uuidString).json"
        let plain = LottieInputs.validate([missing], conformance: false, catalog: nil)
        let ruleIDs = plain.inputs.flatMap(\.diagnostics).map(\.ruleID)
        XCTAssertFalse(ruleIDs.isEmpty)
        var configuration = Configuration()
        for id in ruleIDs { configuration.severities[id] = .note }
        let configured = LottieInputs.validate(
            [missing], conformance: false, catalog: nil, configuration: configuration)
        XCTAssertEqual(configured.inputs.flatMap(\.diagnostics).map(\.severity), ruleIDs.map { _ in .note })
        configuration.disabledRules = Set(ruleIDs)
        let disabled = LottieInputs.validate([missing], conformance: false, catalog: nil, configuration: configuration)
        XCTAssertEqual(disabled.inputs.flatMap(\.diagnostics).count, 0)
    }

    func testAValidatedPackReportsAndAcceptsAtTheConfiguredSeverity() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let broken = samplesDirectory.appendingPathComponent("bundles/broken").path
        var options = ValidatedPack.Options()
        options.validation.configuration.wildcards["*"] = Severity?.some(.warning)
        let output = root.appendingPathComponent("broken.zip").path
        let outcome = try ValidatedPack.pack(directory: broken, to: output, options: options)
        XCTAssertFalse(outcome.report.diagnostics.isEmpty)
        XCTAssertEqual(outcome.report.diagnostics.filter { $0.severity == .error }.count, 0)
        guard case .written = outcome.zip else { return XCTFail("not written: \(outcome.zip)") }
    }
}
