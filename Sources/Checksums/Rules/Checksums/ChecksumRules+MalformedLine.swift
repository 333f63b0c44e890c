import Diagnostics

extension ChecksumRules {
    public enum MalformedLine: Rule, ChecksumRule {
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
                manifest("# SDK 2.1.0\n\n\(helloHex)  a.zip\r\n")
            ],
            triggeringExamples: [
                manifest("\(helloHex)  a.zip\n↓5891b5b522d5df086d0ff0b110fbd9d2  a.zip\n"),
                manifest("\(helloHex)↓ a.zip\n"),
                manifest("↓MD5 (a.zip) = b1946ac92492d2347c6235b4d2611184\n\(helloHex)  a.zip\n"),
                manifest("↓a.zip: OK\n\(helloHex)  a.zip\n"),
                RuleExample(
                    ["Package.swift": package(checksum: "↓\"\(helloHex.dropLast(2))\""), "a.zip": "hello\n"],
                    command: "verify", settings: packageSettings),
            ]
        )

        static func visit(malformedLine problem: MalformedChecksumLine, in manifest: String, _ sink: DiagnosticSink) {
            sink.report(
                description, at: Location(file: manifest, line: problem.line, column: problem.column),
                "line \(problem.line) is not a SHA-256 line: \(problem.reason)")
        }

        /// A target's first problem only: without a checksum its url is not looked at.
        static func visit(binaryTarget target: BinaryTargetDeclaration, in package: String, _ sink: DiagnosticSink) {
            let label = target.label
            let targetLocation = Location(file: package, line: target.line, column: target.column)
            guard let checksum = target.checksum else {
                let computed = target.computedLabels.contains("checksum")
                sink.report(
                    description, at: targetLocation,
                    computed
                        ? "\(label): checksum is not a string literal, so it cannot be verified"
                        : "\(label) has no checksum: argument")
                return
            }
            guard ChecksumManifest.isSHA256Hex(checksum.value) else {
                sink.report(
                    description, at: Location(file: package, line: checksum.line, column: checksum.column),
                    "\(label): checksum is not a SHA-256: \(ChecksumManifest.wrongLengthReason(checksum.value.count))")
                return
            }
            guard target.url != nil, target.archiveFileName != nil else {
                let what =
                    target.computedLabels.contains("url") ? "url is not a string literal" : "has no url: argument"
                sink.report(description, at: targetLocation, "\(label): \(what), so its zip cannot be found")
                return
            }
        }
    }
}
