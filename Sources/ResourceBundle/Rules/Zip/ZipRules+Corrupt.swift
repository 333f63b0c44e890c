import Diagnostics

extension ZipRules {
    public enum Corrupt: Rule {
        public static let description = RuleDescription(
            id: "zip.corrupt",
            severity: .error,
            summary: "The archive or an entry is truncated or corrupt.",
            explanation: """
                What it checks: the end-of-central-directory record, the central directory and \
                every local header are where the zip says, every entry's data lies inside the \
                archive, and every compressed stream decompresses to its declared size.

                Why it matters: the SDK loads nothing from a zip it cannot open (every screen \
                falls back to defaults), and nothing from an entry it cannot decompress.

                Fix: download or copy the zip again (a truncated file is the usual cause), or \
                re-pack it from its folder.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [
                        widget,
                        ArchiveEntryRecipe(
                            "strings/strings.xml", String(repeating: "<translations/>\n", count: 20),
                            damage: [.corruptData]),
                    ],
                    expected: [Location(file: "strings/strings.xml")]),
                RuleExample(
                    [:],
                    archive: [
                        widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.truncate]),
                    ],
                    expected: [Location(file: "in.zip")]),
            ]
        )
    }
}
