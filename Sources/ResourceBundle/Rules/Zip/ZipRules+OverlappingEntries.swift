import Diagnostics

extension ZipRules {
    public enum OverlappingEntries: Rule, ZipLayoutRule {
        public static let description = RuleDescription(
            id: "zip.overlapping-entries",
            severity: .error,
            summary: "Two entries share the same data in the archive.",
            explanation: """
                What it checks: every entry's local header and data lie after the end of the \
                previous entry's data, so no bytes of the archive belong to two entries.

                Why it matters: overlapping entries are how the worst zip bombs multiply one \
                compressed stream thousands of times while every ratio looks normal; no \
                archiver writes them by accident.

                Fix: do not ship the zip; re-pack it from trusted files.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:], archive: [widget, strings, ArchiveEntryRecipe("strings/strings.es.xml", damage: [.overlap])],
                    expected: [Location(file: "strings/strings.es.xml")])
            ]
        )

        static func visit(layout: ZipLayout, _ context: HygieneContext) {
            // A real overlapping bomb has thousands of entries: name a few, count the rest.
            let shown = 5
            for overlap in layout.overlaps.prefix(shown) {
                context.findings.isExplosive = true
                context.report(
                    description, overlap.entry,
                    "'\(overlap.entry)' overlaps the data of '\(overlap.other)': entries that share data are how zip bombs multiply a small archive"
                )
            }
            if layout.overlaps.count > shown {
                let next = layout.overlaps[shown]
                context.report(
                    description, next.entry,
                    "'\(next.entry)' and \(layout.overlaps.count - shown - 1) more entries overlap earlier entries' data"
                )
            }
        }
    }
}
