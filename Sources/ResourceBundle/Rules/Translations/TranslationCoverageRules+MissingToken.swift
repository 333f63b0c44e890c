import Diagnostics

extension TranslationCoverageRules {
    public enum MissingToken: Rule {
        public static let description = RuleDescription(
            id: "translations.missing-token",
            severity: .warning,
            summary:
                "A token some language has and this strings file lacks (coverage against the union of all languages).",
            explanation: """
                What it checks: every language (`strings/strings.xml`, the default, and each \
                `strings.<lang>.xml`) has every token that any of them has. One finding per \
                token and language, on the `<translations>` element of the file that lacks it. \
                `idv-res strings ZIP` prints the same as a table.

                Why it matters: the SDK reads texts by token from the phone's language; where the \
                token is missing it falls back to a built-in text (often in another language) or \
                shows none. Tokens only one language has are usually new texts translated once \
                and never added to the others.

                Fix: add the token to the file, translated; or delete it from the others if it \
                is no longer used.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "strings/strings.xml": strings("<token id=\"a\">A</token>\n"),
                    "strings/strings.es.xml": strings("<token id=\"a\">A</token>\n"),
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    "strings/strings.xml": "↓<translations>\n<token id=\"a\">A</token>\n</translations>\n",
                    "strings/strings.es.xml": strings(
                        "<token id=\"a\">A</token>\n<token id=\"Tutorial1Video\">Vídeo</token>\n"),
                    "strings/strings-pt.xml":
                        "<?xml version=\"1.0\"?>\n↓<translations>\n<token id=\"a\">A</token>\n</translations>\n",
                ])
            ]
        )
    }
}
