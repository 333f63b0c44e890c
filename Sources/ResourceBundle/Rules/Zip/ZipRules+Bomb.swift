import Diagnostics

extension ZipRules {
    public enum Bomb: Rule, ZipArchiveRule {
        public static let description = RuleDescription(
            id: "zip.bomb",
            severity: .error,
            summary: "An entry expands far more than real data does: a zip bomb.",
            explanation: """
                What it checks: for every entry of 64 KiB or more, its uncompressed size over \
                its compressed size is at most the limit (100 by default, `--max-ratio`). Real \
                resources compress at most about 14 times; deflate's maximum is about 1032.

                Why it matters: a bomb fills the disk or memory of whatever unpacks it (a CI \
                machine, a build step, the phone when the app unpacks resources at run time).

                Fix: find where the zip came from; a genuine file this repetitive should be \
                generated, not shipped. Raise `--max-ratio` only for a file you trust.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:], archive: [widget, strings, ArchiveEntryRecipe("other/zeros.txt", bytes: zeros)],
                    expected: [Location(file: "other/zeros.txt")])
            ]
        )

        static func visit(archive entries: [BundleEntry], _ context: HygieneContext) {
            let limits = context.limits
            let explosive = entries.filter { entry in
                entry.size >= limits.ratioFloor
                    && Double(entry.size) / Double(max(entry.compressedSize, 1)) > limits.maxRatio
            }
            // A bomb may hold thousands: name a few, count the rest.
            for entry in explosive.prefix(5) {
                context.findings.isExplosive = true
                let ratio = Double(entry.size) / Double(max(entry.compressedSize, 1))
                context.report(
                    description, entry.path,
                    "'\(entry.path)' expands \(Int(ratio)) times (\(entry.compressedSize) bytes to \(entry.size)), past the limit of \(Int(limits.maxRatio)) (\(context.maxRatioName)): a zip bomb?"
                )
            }
            if explosive.count > 5 {
                context.report(
                    description, explosive[5].path,
                    "'\(explosive[5].path)' and \(explosive.count - 6) more entries expand past the limit too")
            }
        }
    }
}
