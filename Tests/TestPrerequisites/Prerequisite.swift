import Foundation

/// What a test does when something it needs from outside the package is missing: the corpus
/// beside the package (`../shared/corpus`), a Python reference tool (`make pydeps`), Chromium
/// (`make preview-deps`), the built binary. On a developer's machine it skips, saying so; under
/// `CI=true` it fails with the same message, because CI sets all of them up (`make test`) and a
/// skip there would pass without checking anything.
///
/// Not for tools outside `make test`'s set-up (zsh, fish, groff, openssl, unzip) nor for
/// platform or mode switches (Linux-only `/proc`, `IDV_RES_UPDATE_GOLDEN=1`): those still skip.
///
/// This module decides, without XCTest (a plain target that links it breaks
/// `swift build --static-swift-stdlib`). Each test target turns the decision into an `XCTSkip`
/// or a failure (`Prerequisite+XCTest.swift`, `missing` and `partlyMissing`).
public enum Prerequisite {
    /// True when `environment` says the tests run in CI (`CI=true`, or `CI=1`).
    public static func mustNotSkip(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return value == "true" || value == "1"
    }

    /// What to do about a missing prerequisite.
    public enum Decision: Equatable, Sendable {
        /// Skip locally, saying `message`.
        case skip(String)
        /// Fail under CI, with this error.
        case fail(Missing)
    }

    public static func decide(
        _ message: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Decision {
        mustNotSkip(environment) ? .fail(Missing(message: message)) : .skip(message)
    }

    /// A prerequisite missing in CI: the test fails with this message.
    public struct Missing: Error, CustomStringConvertible, Equatable, Sendable {
        public let message: String
        public init(message: String) { self.message = message }
        public var description: String { "CI=true, so this test may not skip: \(message)" }
    }
}
