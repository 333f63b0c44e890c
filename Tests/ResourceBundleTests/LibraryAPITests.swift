import Diagnostics
import Doctor
import Foundation
import ResourceBundle
import XCTest

/// pack, unpack, validate and doctor are each one library call: what the CLI does, a library
/// user does with one call and no command-line code.
final class LibraryAPITests: XCTestCase {
    private let samples = samplesDirectory

    private func sample(_ path: String) -> String { samples.appendingPathComponent(path).path }

    func testAValidatedPackOfAGoodBundleWritesTheZipAndReportsNoErrors() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("good.zip").path
        let outcome = try ValidatedPack.pack(directory: sample("bundles/good"), to: output)
        XCTAssertFalse(outcome.report.fails(strict: false), "\(outcome.report.diagnostics)")
        guard case .written(let result) = outcome.zip else { return XCTFail("not written: \(outcome.zip)") }
        XCTAssertEqual(result.sha256, SHA256Digest.hex(of: try Data(contentsOf: URL(fileURLWithPath: output))))
        // The zip holds what the directory held: validating it finds what validating the directory found.
        XCTAssertEqual(
            BundleValidator.validate([output]).diagnostics.map(\.ruleID), outcome.report.diagnostics.map(\.ruleID))
    }

    func testAValidatedPackOfABundleWithErrorsWritesNothingUnlessAccepted() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let refused = root.appendingPathComponent("refused.zip").path
        let outcome = try ValidatedPack.pack(directory: sample("bundles/broken"), to: refused)
        XCTAssertEqual(outcome.report.diagnostics.filter { $0.severity == .error }.count, 8)
        guard case .refused = outcome.zip else { return XCTFail("not refused: \(outcome.zip)") }
        XCTAssertFalse(FileManager.default.fileExists(atPath: refused))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), [], "no temporary left")

        // The caller decides (the CLI's --force): the report it saw is the outcome's.
        let forced = root.appendingPathComponent("forced.zip").path
        var seen: Report?
        let accepted = try ValidatedPack.pack(directory: sample("bundles/broken"), to: forced) { report in
            seen = report
            return true
        }
        guard case .written = accepted.zip else { return XCTFail("not written: \(accepted.zip)") }
        XCTAssertTrue(FileManager.default.fileExists(atPath: forced))
        XCTAssertEqual(seen?.diagnostics.count, accepted.report.diagnostics.count)
    }

    func testAValidatedPackThatCannotWriteFailsWithAMessageAndStillReports() throws {
        var asked = false
        let inside = sample("bundles/good") + "/out.zip"
        let outcome = try ValidatedPack.pack(directory: sample("bundles/good"), to: inside) { _ in
            asked = true
            return true
        }
        guard case .failed(let failure) = outcome.zip else { return XCTFail("not failed: \(outcome.zip)") }
        XCTAssertTrue(failure.message.contains("pack never writes into its input"), failure.message)
        XCTAssertTrue(asked, "the report is handed over even when writing failed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: inside))
    }

    func testUnpackIsOneCallThatRoundTripsAPack() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let zip = root.appendingPathComponent("good.zip").path
        _ = try ValidatedPack.pack(directory: sample("bundles/good"), to: zip)
        let unpacked = root.appendingPathComponent("good").path
        let result = try Unpacker.unpack(zip: zip, to: unpacked)
        XCTAssertEqual(result.diagnostics.map(\.ruleID), [])
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: unpacked + "/widget.xml")),
            try Data(contentsOf: URL(fileURLWithPath: sample("bundles/good/widget.xml"))))
    }

    func testValidateIsOneCallWithTheStandaloneInputLast() {
        var options = ValidationOptions()
        options.views = sample("views/standalone/widget-2.0.xml")
        options.translations = [StandaloneTranslations(sample("views/standalone/strings.xml"))]
        let report = ResourceValidator.validate([sample("bundles/broken"), sample("bundles/good")], options: options)
        XCTAssertEqual(report.inputs.count, 3)
        XCTAssertEqual(report.inputs.prefix(2).map(\.diagnostics.count), [8, 0])
        XCTAssertEqual(report.inputs[2].name, options.views)
        // Without standalone files, the same as the bundle validator.
        let bundles = ResourceValidator.validate([sample("bundles/good")])
        XCTAssertEqual(
            bundles.inputs.map(\.name), BundleValidator.validate([sample("bundles/good")]).inputs.map(\.name))
    }

    /// A library caller gives each strings file's language as a value; a file whose language
    /// cannot be told is named in the library's words, never in the command line's.
    func testStandaloneTranslationsTakeTheirLanguageAsAValue() {
        let strings = sample("views/standalone/strings.xml")
        var options = ValidationOptions()
        options.translations = [
            StandaloneTranslations(strings), StandaloneTranslations(strings, language: .named("es")),
        ]
        XCTAssertFalse(ResourceValidator.validate([], options: options).hasUnreadableInput)
        options.translations = [
            StandaloneTranslations(strings, language: .defaultLanguage), StandaloneTranslations(strings),
        ]
        let unread = ResourceValidator.validate([], options: options)
        XCTAssertTrue(unread.hasUnreadableInput)
        let message = unread.inputs.first?.diagnostics.first?.message ?? ""
        XCTAssertTrue(message.contains("(give StandaloneTranslations.language to say its language)"), message)
        XCTAssertFalse(message.contains("LANG=FILE"), message)
    }

    func testDoctorIsOneCall() {
        let broken = ProjectDoctor.check(sample("ios-app/broken"))
        XCTAssertTrue(broken.fails(strict: false), "the broken app project has errors")
        XCTAssertFalse(ProjectDoctor.check(sample("ios-app/good")).fails(strict: false))
    }
}
