import Diagnostics

extension ZipRules {
    public enum DuplicateName: Rule {
        public static let description = RuleDescription(
            id: "zip.duplicate-name",
            severity: .error,
            summary: "Two entries have the same name, or names that unpack to the same file.",
            explanation: """
                What it checks: every entry name occurs once in the central directory, and no \
                two name the same file once unpacked (`other/./a` and `other/a`, `a//b` and \
                `a/b`).

                Why it matters: unzippers disagree on which copy wins (libzip and the SDK's own \
                reader may take the first, `unzip` the last), so the widget.xml you reviewed may \
                not be the one the phone reads. Appending to a zip with some tools produces it.

                Fix: re-create the zip from the folder (`idv-res pack`).
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [
                        widget, strings, ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf version=\"1.1\"/>\n"),
                    ],
                    expected: [Location(file: "widget.xml")]),
                RuleExample(
                    [:],
                    archive: [
                        widget, strings, ArchiveEntryRecipe("other/a", "x"), ArchiveEntryRecipe("other/./a", "y"),
                    ],
                    expected: [Location(file: "other/./a")]),
            ]
        )

        /// The names walk met `path` a second time (a third is not reported again).
        static func report(_ path: String, _ context: HygieneContext) {
            context.report(
                description, path,
                "'\(path)' appears more than once: unzippers keep either the first or the last, so what ships depends on the tool"
            )
        }

        /// The names walk met `path`, which unpacks to the same file as `earlier`.
        static func reportSameFile(_ path: String, as earlier: String, _ context: HygieneContext) {
            context.report(
                description, path,
                "'\(path)' and '\(earlier)' are the same file once unpacked: unzippers keep either, refuse, or ask which"
            )
        }
    }
}
