import Diagnostics

/// Findings of `idv-res verify`: a sum that does not match, a file that is not there, a line
/// that is not a sum, a manifest that verifies nothing.
public enum ChecksumRules {
    public static let all: [RuleDescription] = [
        Mismatch.description, MissingFile.description, MalformedLine.description, NothingToVerify.description,
    ]

    /// SHA-256 of `hello\n`, the file most examples verify.
    static let helloHex = "5891b5b522d5df086d0ff0b110fbd9d21bb4fc7163af34d08286a2e846f6be03"
    /// SHA-256 of `ok\n`.
    static let okHex = "dc51b8c96c2d745df3bd5590d990230a482fd247123599548e0632fdbf97fc22"
    static let zeros = String(repeating: "0", count: 64)
    static let manifestArguments = ["-c", "{input}/SHA256SUMS", "--dir", "{input}"]
    static let packageArguments = ["--package-swift", "{input}/Package.swift", "--dir", "{input}"]

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

    public enum Mismatch: Rule {
        public static let description = RuleDescription(
            id: "checksum.mismatch",
            severity: .error,
            summary: "A file's SHA-256 differs from the sum published for it.",
            explanation: """
                What it checks: the SHA-256 of each file named in a sums file (`verify -c`), of \
                each `.binaryTarget(url:checksum:)` zip in a Package.swift (`verify \
                --package-swift`), or of one file (`verify FILE --sha256 HEX`) equals the sum \
                given. The finding points at the published digest.

                Why it matters: a truncated download, a zip re-packed after the sums were \
                published, or an OpenSSL build from another SDK version links and may even run, \
                then fails on the phone in ways nobody traces back to the distribution. SwiftPM \
                refuses the whole package when a binary target's checksum is wrong, blocking \
                every integrator at once.

                Fix: download the file again from the vendor; if the vendor re-published it, \
                take the new sum from the vendor (never from the file you have), and update the \
                manifest or `checksum:` (`swift package compute-checksum FILE` prints it).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    ["SHA256SUMS": "\(helloHex)  a.zip\n", "a.zip": "hello\n"], command: "verify",
                    arguments: manifestArguments),
                RuleExample(
                    ["SHA256SUMS": "SHA256 (a.zip) = \(helloHex.uppercased())\n", "a.zip": "hello\n"],
                    command: "verify", arguments: manifestArguments),
                RuleExample(
                    ["Package.swift": package(checksum: "\"\(helloHex)\""), "a.zip": "hello\n"], command: "verify",
                    arguments: packageArguments),
                RuleExample(
                    ["a.zip": "hello\n"], command: "verify", arguments: ["{input}/a.zip", "--sha256", helloHex]),
            ],
            triggeringExamples: [
                RuleExample(
                    ["SHA256SUMS": "\(okHex)  b.zip\n↓\(zeros)  a.zip\n", "a.zip": "hello\n", "b.zip": "ok\n"],
                    command: "verify", arguments: manifestArguments),
                RuleExample(
                    ["SHA256SUMS": "SHA256 (a.zip) = ↓\(zeros)\n", "a.zip": "hello\n"], command: "verify",
                    arguments: manifestArguments),
                RuleExample(
                    ["SHA256SUMS": "↓\(zeros) *a.zip\n", "a.zip": "hello\n"], command: "verify",
                    arguments: manifestArguments),
                RuleExample(
                    ["Package.swift": package(checksum: "↓\"\(zeros)\""), "a.zip": "hello\n"], command: "verify",
                    arguments: packageArguments),
                RuleExample(
                    ["a.zip": "hello\n"], command: "verify", arguments: ["{input}/a.zip", "--sha256", zeros],
                    expected: [Location(file: "a.zip")]),
            ]
        )
    }

    public enum MissingFile: Rule {
        public static let description = RuleDescription(
            id: "checksum.missing-file",
            severity: .error,
            summary: "A file to verify is absent or cannot be read.",
            explanation: """
                What it checks: every file a sums file names, every zip a Package.swift binary \
                target downloads (looked up by the URL's file name in `--dir`), and the file \
                given to `--sha256` exist and can be read. The finding points at the file name \
                (or the `url:`).

                Why it matters: a file that is not checked is not verified; a release that \
                forgot to ship `openssl.zip` beside the SDK makes integrators take whatever \
                OpenSSL they have, which is the mismatch the sums exist to prevent.

                Fix: download the missing file into the directory given with `--dir`, or \
                remove its line from the sums file if it is no longer distributed.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    ["SHA256SUMS": "\(helloHex)  a.zip\n", "a.zip": "hello\n"], command: "verify",
                    arguments: manifestArguments)
            ],
            triggeringExamples: [
                RuleExample(
                    ["SHA256SUMS": "\(helloHex)  a.zip\n\(helloHex)  ↓gone.zip\n", "a.zip": "hello\n"],
                    command: "verify", arguments: manifestArguments),
                RuleExample(
                    ["SHA256SUMS": "SHA256 (↓gone.zip) = \(helloHex)\n"], command: "verify",
                    arguments: manifestArguments),
                RuleExample(
                    [
                        "Package.swift": package(
                            checksum: "\"\(helloHex)\"", url: "↓\"https://cdn.example.com/gone.zip\"")
                    ],
                    command: "verify", arguments: packageArguments),
                RuleExample(
                    ["a.zip": "hello\n"], command: "verify", arguments: ["{input}/gone.zip", "--sha256", helloHex],
                    expected: [Location(file: "gone.zip")]),
            ]
        )
    }

    public enum MalformedLine: Rule {
        public static let description = RuleDescription(
            id: "checksum.malformed-line",
            severity: .error,
            summary: "A sums-file line, or a binaryTarget checksum, is not a SHA-256 entry.",
            explanation: """
                What it checks: each non-blank, non-`#` line of a sums file reads `HEX  FILE` \
                (text mode), `HEX *FILE` (binary mode) or `SHA256 (FILE) = HEX`, with exactly 64 \
                hex digits; and each `.binaryTarget(url:checksum:)` gives its checksum as a \
                64-digit string literal. The finding names the line and the column of the problem.

                Why it matters: `sha256sum -c` skips a line it cannot read with only a warning, \
                so a sum copied with a missing digit, an MD5 or SHA-1 sum pasted by mistake, or \
                one space instead of two silently leaves that file unverified.

                Fix: copy the line again from the vendor's page; SHA-256 sums have 64 hex \
                digits, two spaces (or ` *`) before the name.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    ["SHA256SUMS": "# SDK 2.1.0\n\n\(helloHex)  a.zip\r\n", "a.zip": "hello\n"], command: "verify",
                    arguments: manifestArguments)
            ],
            triggeringExamples: [
                RuleExample(
                    [
                        "SHA256SUMS": "\(helloHex)  a.zip\n↓5891b5b522d5df086d0ff0b110fbd9d2  a.zip\n",
                        "a.zip": "hello\n",
                    ],
                    command: "verify", arguments: manifestArguments),
                RuleExample(
                    ["SHA256SUMS": "\(helloHex)↓ a.zip\n", "a.zip": "hello\n"], command: "verify",
                    arguments: manifestArguments),
                RuleExample(
                    [
                        "SHA256SUMS": "↓MD5 (a.zip) = b1946ac92492d2347c6235b4d2611184\n\(helloHex)  a.zip\n",
                        "a.zip": "hello\n",
                    ],
                    command: "verify", arguments: manifestArguments),
                RuleExample(
                    ["SHA256SUMS": "↓a.zip: OK\n\(helloHex)  a.zip\n", "a.zip": "hello\n"], command: "verify",
                    arguments: manifestArguments),
                RuleExample(
                    ["Package.swift": package(checksum: "↓\"\(helloHex.dropLast(2))\""), "a.zip": "hello\n"],
                    command: "verify", arguments: packageArguments),
            ]
        )
    }

    public enum NothingToVerify: Rule {
        public static let description = RuleDescription(
            id: "checksum.nothing-to-verify",
            severity: .error,
            summary: "A sums file or Package.swift holds no SHA-256 entry to verify.",
            explanation: """
                What it checks: a sums file has at least one well-formed line, and a Package.swift \
                given to `--package-swift` has at least one `.binaryTarget(url:checksum:)`.

                Why it matters: a CI step that verifies nothing must not pass; an empty or \
                wrongly downloaded sums file (an HTML error page) would otherwise look like a \
                clean verification.

                Fix: point `verify` at the right file; check the download of the sums file.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    ["SHA256SUMS": "\(helloHex)  a.zip\n", "a.zip": "hello\n"], command: "verify",
                    arguments: manifestArguments)
            ],
            triggeringExamples: [
                RuleExample(
                    ["SHA256SUMS": "# sums for 2.1.0 follow\n"], command: "verify", arguments: manifestArguments,
                    expected: [Location(file: "SHA256SUMS")]),
                RuleExample(
                    [
                        "Package.swift":
                            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"X\")\n"
                    ],
                    command: "verify", arguments: packageArguments, expected: [Location(file: "Package.swift")]),
            ]
        )
    }
}
