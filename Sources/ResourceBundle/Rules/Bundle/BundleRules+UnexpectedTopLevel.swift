import Diagnostics

extension BundleRules {
    public enum UnexpectedTopLevel: Rule {
        public static let description = RuleDescription(
            id: "bundle.unexpected-top-level",
            severity: .note,
            summary: "A file or folder at the top of the bundle that the SDK never reads.",
            explanation: """
                What it checks: the top of a resources bundle holds only `widget.xml`, \
                `strings/`, `documents/`, `resources/` and `other/`.

                Why it matters: anything else ships with the app and is never used; a folder \
                there (`resources-v2/widget.xml`) often means the zip was made one level too \
                high, so the SDK finds none of the files it looks for.

                Fix: remove it, or move it where the SDK reads it.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": "<facephi-widget-conf version=\"1.3\"/>\n",
                    "strings/strings.xml": "<translations/>\n",
                    "other/version.txt": "1.0\n",
                ])
            ],
            triggeringExamples: [
                RuleExample(
                    [
                        "widget.xml": "<facephi-widget-conf version=\"1.3\"/>\n",
                        "strings/strings.xml": "<translations/>\n",
                        "notes.txt": "todo\n", "backup/widget.xml": "<facephi-widget-conf version=\"1.3\"/>\n",
                    ],
                    expected: [Location(file: "notes.txt"), Location(file: "backup/")])
            ]
        )

        /// What the SDK reads at the top of a bundle.
        static let expected: Set<String> = ["widget.xml", "strings/", "documents/", "resources/", "other/"]

        /// Whether `name` (`widget.xml`, `strings/`: a folder ends with `/`) is one of them, in any case.
        static func expects(_ name: String) -> Bool { expected.contains(name.lowercased()) }

        /// The hygiene walk met `name` at the top for the first time, and the SDK never reads it.
        static func report(_ name: String, _ context: HygieneContext) {
            context.report(
                description, name,
                "'\(name)' at the top of the bundle: the SDK reads only widget.xml, strings/, documents/, resources/ and other/"
            )
        }
    }
}
