import Diagnostics

extension ZipRules {
    public enum TooManyEntries: Rule, ZipArchiveRule {
        public static let description = RuleDescription(
            id: "zip.too-many-entries",
            severity: .error,
            summary: "The archive has more entries than the limit.",
            explanation: """
                What it checks: the number of entries is at most the limit (10000 by default, \
                `--max-entries`); real resources zips hold about a hundred.

                Why it matters: millions of tiny entries exhaust file handles, inodes or time \
                in whatever unpacks them, and make the SDK's start-up slow.

                Fix: remove what the SDK does not read; raise the limit only for a zip you trust.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:], settings: [.limit(.maxEntries, "2")],
                    archive: [widget, strings, ArchiveEntryRecipe("other/version.txt", "1.0\n")],
                    expected: [Location(file: "in.zip")])
            ]
        )

        static func visit(archive entries: [BundleEntry], _ context: HygieneContext) {
            let limit = context.limits.maxEntries
            guard entries.count > limit else { return }
            context.findings.isExplosive = true
            context.report(
                description, nil,
                "the archive has \(entries.count) entries, past the limit of \(limit) (\(context.maxEntriesName))")
        }
    }
}
