import Foundation

/// The folders tests read, found once from this file's place in the package
/// (`Sources/TestSupport/PackagePaths.swift`): no test counts `..` from its own file.
public enum PackagePaths {
    /// The package's root folder (the one with Package.swift).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Samples/`.
    public static let samples = root.appendingPathComponent("Samples")

    /// `Tests/Fixtures/` (golden reports, fuzz regressions).
    public static let fixtures = root.appendingPathComponent("Tests/Fixtures")

    /// Where the real inputs are looked for: `IDV_RES_TEST_CORPUS` when set (a test of the
    /// prerequisite policy points it at a missing folder), else `../shared/corpus` beside the package.
    public static let corpus: URL = {
        if let path = ProcessInfo.processInfo.environment["IDV_RES_TEST_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()

    /// The corpus folder, nil when it is absent.
    public static let corpusDirectory: URL? = FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
}
