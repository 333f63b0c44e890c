import Foundation
import TestPrerequisites
import XCTest

// The XCTest half of Prerequisite (the plain target decides, this test target skips or fails);
// the same few lines in each test target that uses it.
extension Prerequisite {
    /// The error to throw when a prerequisite is missing: an `XCTSkip` with `message`, or
    /// under CI a `Missing` failure with the same message.
    static func missing(
        _ message: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Error {
        switch decide(message, environment: environment) {
        case .skip(let message): XCTSkip(message, file: file, line: line)
        case .fail(let missing): missing
        }
    }

    /// For a test that still runs without the prerequisite but checks less: a note on standard
    /// output locally, a failure with the same message under CI.
    static func partlyMissing(
        _ message: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        switch decide(message, environment: environment) {
        case .skip(let message): print("note: \(message)")
        case .fail(let missing): XCTFail(missing.description, file: file, line: line)
        }
    }
}
