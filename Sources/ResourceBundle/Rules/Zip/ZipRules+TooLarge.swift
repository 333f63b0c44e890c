import Diagnostics

extension ZipRules {
    public enum TooLarge: Rule {
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
    }
}
