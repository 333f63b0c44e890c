import Diagnostics

extension XLIFFRules {
    public enum UnknownToken: Rule {
        public static let description = RuleDescription(
            id: "xliff.unknown-token",
            severity: .error,
            summary: "An XLIFF unit for a resources bundle names a token its default strings.xml does not have.",
            explanation: """
                What it checks: on `strings ZIP|DIR --import FILE`, each unit's id is a token of \
                the default `strings/strings.xml`. The import stops before anything is written.

                Why it matters: the SDK looks texts up by the tokens widget.xml names, and every \
                language falls back to the default file; a token only one language has is never \
                shown, and is usually a renamed or misspelt id in the translation tool.

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
                    ], command: "strings", settings: importSettings, arguments: importArguments)
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

        /// A unit whose id is not among the default file's tokens (`known`; empty when there is
        /// no default file, and then every id is taken).
        public static func check(_ unit: XLIFFImport.Unit, known: Set<String>, at location: Location) -> Diagnostic? {
            guard !known.isEmpty, !known.contains(unit.key) else { return nil }
            return Diagnostic(
                description, at: location, "token '\(unit.key)' is not in the default strings file; not imported")
        }
    }
}
