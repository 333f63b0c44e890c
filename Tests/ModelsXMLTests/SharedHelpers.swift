import Foundation
import TestSupport

// This target's names for the package's folders (Sources/TestSupport, shared by every test target).

/// `Samples/` of this checkout.
let samplesDirectory = PackagePaths.samples
/// `Tests/Fixtures/`.
let fixturesDirectory = PackagePaths.fixtures
