import Diagnostics

extension XLIFFRules {
    public enum UnknownToken: Rule {
        public static let description = RuleDescription(
            id: "xliff.unknown-token",
            severity: .error,
            summary: "An XLIFF unit for a resources bundle names a token none of its strings files has.",
            explanation: """
                What it checks: on `strings ZIP|DIR --import FILE`, each unit's id is a token of \
                the default `strings/strings.xml` or of another language's strings file (the \
                export lists those too: a token only `es` has is missing in `pt`). The import \
                stops before anything is written.

                Why it matters: the SDK looks texts up by the tokens widget.xml names; an id no \
                strings file has is usually a renamed or misspelt id in the translation tool, and \
                would be written where nothing reads it.

                Fix: correct the unit's id in the XLIFF, or add the token to strings.xml first and \
                export again (`strings DIR --export xliff --lang LANG`).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    [
                        "strings/strings.xml": defaultStrings,
                        "fr.xliff": xliff(
                            "<trans-unit id=\"button_start\"><source>START</source><target>COMMENCER</target></trans-unit>",
                            original: "strings/strings.fr.xml"),
                    ], command: "strings", settings: importSettings, arguments: importArguments),
                // A token only another language has (missing in the default and in fr).
                RuleExample(
                    [
                        "strings/strings.xml": defaultStrings,
                        "strings/strings.es.xml":
                            "<translations>\n    <token id=\"tutorial_video\">tutorial_es.mp4</token>\n</translations>\n",
                        "fr.xliff": xliff(
                            "<trans-unit id=\"tutorial_video\"><source>tutorial_es.mp4</source><target>tutorial_fr.mp4</target></trans-unit>",
                            original: "strings/strings.fr.xml"),
                    ], command: "strings", settings: importSettings, arguments: importArguments),
            ],
            triggeringExamples: [
                RuleExample(
                    [
                        "strings/strings.xml": defaultStrings,
                        "fr.xliff": xliff(
                            "<trans-unit id=\"button_strat\"><source>START</source>↓<target>COMMENCER</target></trans-unit>",
                            original: "strings/strings.fr.xml"),
                    ], command: "strings", settings: importSettings, arguments: importArguments)
            ]
        )

        /// A unit whose id is not among the strings files' tokens (`known`; empty when there is
        /// no default file, and then every id is taken).
        public static func check(_ unit: XLIFFImport.Unit, known: Set<String>, at location: Location) -> Diagnostic? {
            guard !known.isEmpty, !known.contains(unit.key) else { return nil }
            return Diagnostic(
                description, at: location,
                "token '\(unit.key)' is in no strings file of the bundle (the default nor another language)"
                    + Suggestions.didYouMean(Suggestions.closest(to: unit.key, in: known)) + "; not imported")
        }
    }
}
