import Diagnostics

extension ZipRules {
    public enum Symlink: Rule {
        public static let description = RuleDescription(
            id: "zip.symlink",
            severity: .error,
            summary: "An entry is a symbolic link, a device, a FIFO or a socket instead of a file.",
            explanation: """
                What it checks: every entry is a regular file or a folder, by the Unix mode a \
                zip stores in its external attributes (and by `lstat` for a directory).

                Why it matters: the SDK reads files, never links: a linked image is blank on \
                the phone. When unpacked, a link to `/` or `..` lets a later entry write \
                anywhere through it; a device or FIFO blocks or harms the unzipper.

                Fix: replace the link by the file it points to, then re-pack \
                (`idv-res pack` refuses links too).
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [
                        widget, strings,
                        ArchiveEntryRecipe("resources/163dpi/logo.png", kind: .symlink(target: "/etc/passwd")),
                    ],
                    expected: [Location(file: "resources/163dpi/logo.png")]),
                RuleExample(
                    [:], archive: [widget, strings, ArchiveEntryRecipe("other/pipe", damage: [.fifo])],
                    expected: [Location(file: "other/pipe")]),
            ]
        )
    }
}
