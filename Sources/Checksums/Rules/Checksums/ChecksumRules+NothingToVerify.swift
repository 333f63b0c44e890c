import Diagnostics

extension ChecksumRules {
    public enum NothingToVerify: Rule, ChecksumRule {
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
                manifest("\(helloHex)  a.zip\n")
            ],
            triggeringExamples: [
                RuleExample(
                    ["SHA256SUMS": "# sums for 2.1.0 follow\n"], command: "verify", settings: manifestSettings,
                    expected: [Location(file: "SHA256SUMS")]),
                RuleExample(
                    [
                        "Package.swift":
                            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"X\")\n"
                    ],
                    command: "verify", settings: packageSettings, expected: [Location(file: "Package.swift")]),
            ]
        )

        static func visit(manifestEnd summary: ChecksumManifestSummary, _ sink: DiagnosticSink) {
            switch summary {
            case .sums(let path, let entries, let malformed) where entries == 0:
                let why = malformed == 0 ? "no lines" : "no well-formed lines"
                sink.report(
                    description, at: Location(file: path),
                    "\(path) has \(why) to verify ('HEX  FILE' or 'SHA256 (FILE) = HEX')")
            case .packageSwift(let path, let remoteTargets) where remoteTargets == 0:
                sink.report(
                    description, at: Location(file: path), "\(path) declares no .binaryTarget(url:checksum:) to verify")
            default:
                break
            }
        }

        /// Every file `source` lists was skipped as missing, on request (`setting`: how the
        /// caller asked to skip them).
        public static func allMissing(listedIn source: String, skippedBy setting: String) -> Diagnostic {
            Diagnostic(
                description, at: Location(file: source),
                "no file was verified: every file \(source) lists is missing (\(setting))")
        }
    }
}
