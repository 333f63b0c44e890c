import Foundation
import XCTest

/// What a test does when something it needs from outside the package is missing: the corpus
/// beside the package (`../shared/corpus`), a Python reference tool (`make pydeps`), Chromium
/// (`make preview-deps`), the built binary. On a developer's machine it skips, saying so; under
/// `CI=true` it fails with the same message, because CI sets all of them up (`make test`) and a
/// skip there would pass without checking anything.
///
/// Not for tools outside `make test`'s set-up (zsh, fish, groff, openssl, unzip) nor for
/// platform or mode switches (Linux-only `/proc`, `IDV_RES_UPDATE_GOLDEN=1`): those still skip.
public enum Prerequisite {
    /// True when `environment` says the tests run in CI (`CI=true`, or `CI=1`).
    public static func mustNotSkip(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return value == "true" || value == "1"
    }

    /// The error to throw when a prerequisite is missing: an `XCTSkip` with `message`, or
    /// under CI a `Missing` failure with the same message.
    public static func missing(
        _ message: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Error {
        mustNotSkip(environment) ? Missing(message: message) : XCTSkip(message, file: file, line: line)
    }

    /// For a test that still runs without the prerequisite but checks less: a note on standard
    /// output locally, a failure with the same message under CI.
    public static func partlyMissing(
        _ message: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if mustNotSkip(environment) {
            XCTFail(Missing(message: message).description, file: file, line: line)
        } else {
            print("note: \(message)")
        }
    }

    /// A prerequisite missing in CI: the test fails with this message.
    public struct Missing: Error, CustomStringConvertible {
        public let message: String
        public var description: String { "CI=true, so this test may not skip: \(message)" }
    }

    /// The package's root folder (the one with Package.swift).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where the real inputs are looked for: `IDV_RES_TEST_CORPUS` when set (a test of this
    /// policy points it at a missing folder), else `../shared/corpus` beside the package.
    public static let corpusLocation: URL = {
        if let path = ProcessInfo.processInfo.environment["IDV_RES_TEST_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()

    /// The corpus folder, nil when it is absent.
    public static let corpusDirectory: URL? =
        FileManager.default.fileExists(atPath: corpusLocation.path) ? corpusLocation : nil
}
