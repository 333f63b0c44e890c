import Foundation

/// Fresh folders under `$TMPDIR` for a test; the caller removes them (`defer`).
public enum TemporaryFolder {
    /// A new, empty folder named `prefix-UUID`.
    public static func make(_ prefix: String = "idv-res-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
