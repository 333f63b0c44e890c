import Diagnostics

extension ZipRules {
    public enum Junk: Rule {
        public static let description = RuleDescription(
            id: "zip.junk",
            severity: .warning,
            summary: "File-system junk: __MACOSX/, ._* AppleDouble files, .DS_Store, Thumbs.db.",
            explanation: """
                What it checks: no entry is something macOS Finder or Windows Explorer leaves \
                behind (`__MACOSX/` and `._name` resource forks, `.DS_Store`, `Thumbs.db`, \
                `desktop.ini`). A `__MACOSX/` folder is reported once, with its entry count.

                Why it matters: the SDK never reads them; they ship in every copy of the app, \
                and a `._widget.xml` beside `widget.xml` confuses people and scripts.

                Fix: `idv-res pack DIR -o resources.zip` leaves junk out; on a Mac, \
                `zip -r -X resources.zip . -x '.*' -x '__MACOSX'` does too.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [
                        widget, strings, ArchiveEntryRecipe("resources/.DS_Store", "x"),
                        ArchiveEntryRecipe("__MACOSX/", kind: .directory),
                        ArchiveEntryRecipe("__MACOSX/._widget.xml", "x"),
                    ],
                    expected: [Location(file: "resources/.DS_Store"), Location(file: "__MACOSX/")])
            ]
        )

        static func report(_ path: String, _ context: HygieneContext) {
            context.report(
                description, path,
                "'\(path)' is file-system junk the SDK never reads; it only adds weight (idv-res pack leaves it out)")
        }

        /// All of `__MACOSX/` in one finding: it holds `count` entries.
        static func reportMacOSX(count: Int, _ context: HygieneContext) {
            context.report(
                description, "__MACOSX/",
                "'__MACOSX/' holds \(counted(count, "entry", "entries")) of macOS resource-fork junk the SDK never reads (idv-res pack leaves it out)"
            )
        }
    }
}
