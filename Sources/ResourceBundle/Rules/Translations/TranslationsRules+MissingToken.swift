import Diagnostics
import Localization
import ModelsXML

extension TranslationsRules {
    public struct MissingToken: Rule, TranslationsRule {
        public init() {}

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

        public func finish(_ files: [TranslationsInput], _ context: TranslationsContext) {
            guard files.count > 1 else { return }
            let coverage = TranslationCoverage(files.map { LoadedTranslations(path: $0.path, file: $0.file) })
            for (input, language) in zip(files, coverage.languages) {
                for token in language.missing {
                    let holders = files.filter { $0.file.ids.contains(token) }.map(\.name)
                    context.report(
                        Self.description, at: input.at(input.file.root),
                        "token '\(token)' is missing in \(input.name) (\(holders.joined(separator: ", ")) \(holders.count == 1 ? "has" : "have") it)"
                    )
                }
            }
        }
    }
}
