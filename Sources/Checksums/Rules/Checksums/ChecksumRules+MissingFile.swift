import Diagnostics

extension ChecksumRules {
    public enum MissingFile: Rule, ChecksumRule {
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
                manifest("\(helloHex)  a.zip\n")
            ],
            triggeringExamples: [
                manifest("\(helloHex)  a.zip\n\(helloHex)  ↓gone.zip\n"),
                RuleExample(
                    ["SHA256SUMS": "SHA256 (↓gone.zip) = \(helloHex)\n"], command: "verify",
                    settings: manifestSettings),
                RuleExample(
                    [
                        "Package.swift": package(
                            checksum: "\"\(helloHex)\"", url: "↓\"https://cdn.example.com/gone.zip\"")
                    ],
                    command: "verify", settings: packageSettings),
                RuleExample(
                    ["a.zip": "hello\n"], command: "verify", settings: [.expectedSHA256(helloHex)],
                    arguments: ["{input}/gone.zip"],
                    expected: [Location(file: "gone.zip")]),
            ]
        )

        static func visit(expectation: ChecksumExpectation, _ outcome: ChecksumOutcome, _ sink: DiagnosticSink) {
            switch outcome {
            case .missing:
                let place = expectation.path == expectation.name ? "" : " (looked for \(expectation.path))"
                sink.report(description, at: expectation.fileLocation, "\(expectation.subject) is missing\(place)")
            case .unreadable(let reason):
                sink.report(
                    description, at: expectation.fileLocation, "\(expectation.subject) cannot be read: \(reason)")
            case .ok, .mismatch:
                break
            }
        }
    }
}
