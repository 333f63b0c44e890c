import Diagnostics

extension ZipRules {
    public enum TooLarge: Rule, ZipArchiveRule {
        public static let description = RuleDescription(
            id: "zip.too-large",
            severity: .error,
            summary: "The entries add up to more than the total size limit when uncompressed.",
            explanation: """
                What it checks: the sum of the declared uncompressed sizes is at most the limit \
                (1 GiB by default, `--max-total-size 512M`).

                Why it matters: real resources zips hold a few MB; one that unpacks to \
                gigabytes is a bomb or a mistake (a video folder zipped by accident), and it \
                bloats every install of the app.

                Fix: remove what the SDK does not read; raise the limit only for a zip you trust.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:], settings: [.limit(.maxTotalSize, "1K")],
                    archive: [
                        widget, strings,
                        ArchiveEntryRecipe("other/big.txt", bytes: [UInt8](repeating: 0x61, count: 4096)),
                    ],
                    expected: [Location(file: "in.zip")])
            ]
        )

        static func visit(archive entries: [BundleEntry], _ context: HygieneContext) {
            let limit = context.limits.maxTotalSize
            let total = entries.reduce(UInt64(0)) { $0 &+ $1.size }
            guard total > limit else { return }
            context.findings.isExplosive = true
            context.report(
                description, nil,
                "the entries add up to \(total) bytes uncompressed, past the limit of \(limit) (\(context.maxTotalSizeName))"
            )
        }

        /// Unpacking wrote more than `limit` bytes (`limitName`: how a user sets it).
        static func unpacked(pastLimit limit: UInt64, named limitName: String, at location: Location) -> Diagnostic {
            Diagnostic(description, at: location, "the entries unpack to more than \(limit) bytes (\(limitName))")
        }
    }
}
