import Diagnostics

/// Findings of `idv-res verify`: a sum that does not match, a file that is not there, a line
/// that is not a sum, a manifest that verifies nothing.
public enum ChecksumRules {
    /// SHA-256 of `hello\n`, the file most examples verify.
    static let helloHex = "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03"
    /// SHA-256 of `ok\n`.
    static let okHex = "dc51b8c96c2d745df3bd5590d990230a482fd247123599548e0632fdbf97fc22"
    static let zeros = String(repeating: "0", count: 64)
    static let manifestSettings: [RuleExample.Setting] = [.sumsFile("SHA256SUMS"), .filesInInput]
    /// A `verify` example: the sums file `sums` beside `a.zip` (holding `hello\n`).
    static func manifest(_ sums: String, expected: [Location] = []) -> RuleExample {
        RuleExample(
            ["SHA256SUMS": sums, "a.zip": "hello\n"], command: "verify", settings: manifestSettings,
            expected: expected)
    }

    static let packageSettings: [RuleExample.Setting] = [.packageManifest("Package.swift"), .filesInInput]

    static func package(checksum: String, url: String = "\"https://cdn.example.com/sdk/2.1.0/a.zip\"") -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "SDK",
            targets: [
                .binaryTarget(
                    name: "A",
                    url: \(url),
                    checksum: \(checksum)
                ),
            ]
        )

        """
    }
}
