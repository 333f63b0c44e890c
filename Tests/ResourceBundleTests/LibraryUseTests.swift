import Diagnostics
import Foundation
import ResourceBundle
import XCTest

/// The README's "As a Swift library" example, as written there.
final class LibraryUseTests: XCTestCase {
    func testValidateAndPrintAsTheREADMEShows() {
        let samples = samplesDirectory.appendingPathComponent("bundles")
        let report = BundleValidator.validate([
            samples.appendingPathComponent("broken").path, samples.appendingPathComponent("good").path,
        ])
        let errors = report.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 8)
        XCTAssertTrue(
            errors.contains {
                $0.ruleID == "models.unknown-attribute" && $0.location.line == 13 && $0.suggestion == "regex"
            })
        XCTAssertEqual(report.inputs.map { $0.diagnostics.count }, [8, 0])
        XCTAssertTrue(
            TextReporter(colored: false).render(report).hasSuffix("8 errors, 0 warnings and 0 notes in 2 inputs\n"))
    }
}
