import Diagnostics

extension ChecksumRules {
    public enum Mismatch: Rule, ChecksumRule {
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
                manifest("\(helloHex)  a.zip\n"),
                manifest("SHA256 (a.zip) = \(helloHex.uppercased())\n"),
                RuleExample(
                    ["Package.swift": package(checksum: "\"\(helloHex)\""), "a.zip": "hello\n"], command: "verify",
                    settings: packageSettings),
                RuleExample(
                    ["a.zip": "hello\n"], command: "verify", settings: [.expectedSHA256(helloHex)],
                    arguments: ["{input}/a.zip"]),
            ],
            triggeringExamples: [
                RuleExample(
                    ["SHA256SUMS": "\(okHex)  b.zip\n↓\(zeros)  a.zip\n", "a.zip": "hello\n", "b.zip": "ok\n"],
                    command: "verify", settings: manifestSettings),
                manifest("SHA256 (a.zip) = ↓\(zeros)\n"),
                manifest("↓\(zeros) *a.zip\n"),
                RuleExample(
                    ["Package.swift": package(checksum: "↓\"\(zeros)\""), "a.zip": "hello\n"], command: "verify",
                    settings: packageSettings),
                RuleExample(
                    ["a.zip": "hello\n"], command: "verify", settings: [.expectedSHA256(zeros)],
                    arguments: ["{input}/a.zip"],
                    expected: [Location(file: "a.zip")]),
            ]
        )

        static func visit(expectation: ChecksumExpectation, _ outcome: ChecksumOutcome, _ sink: DiagnosticSink) {
            guard case .mismatch(let computed) = outcome else { return }
            sink.report(
                description, at: expectation.digestLocation,
                "\(expectation.subject): SHA-256 does not match: expected \(expectation.expectedHex), computed \(computed)"
            )
        }
    }
}
