import Foundation
import TestSupport

// This target's names for the helpers every test target shares (Sources/TestSupport).

/// A fresh temporary directory, removed by the caller's `defer`.
func makeTemporaryDirectory() throws -> URL { try TemporaryFolder.make() }

/// The repository's `Samples/` folder.
let samplesDirectory = PackagePaths.samples
