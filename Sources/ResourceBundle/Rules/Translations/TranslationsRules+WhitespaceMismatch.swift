import Diagnostics
import ModelsXML

extension TranslationsRules {
    public struct WhitespaceMismatch: Rule, TranslationsRule {
        public init() {}

        public static let description = RuleDescription(
            id: "translations.whitespace-mismatch",
            severity: .warning,
            summary:
                "A language's text starts or ends with other white space (spaces, line breaks) than the default text.",
            explanation: """
                What it checks: the white space before the first and after the last visible \
                character of each token's text (spaces, tabs, `&#10;` line breaks) is the same in \
                every language as in the default file. Line breaks inside the text are free: each \
                language wraps its own words.

                Why it matters: texts are often joined to others or laid out in fixed frames; an \
                extra trailing space or line break shifts the layout in one language only, and a \
                lost leading space glues two texts together.

                Fix: trim or add the white space so the translation starts and ends like the \
                default text.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "strings/strings.xml": strings("<token id=\"a\">Stay still,&#10;please</token>\n"),
                    "strings/strings.es.xml": strings("<token id=\"a\">Quieto,&#10;&#10;por favor</token>\n"),
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    "strings/strings.xml": strings("<token id=\"a\">Stay still</token>\n"),
                    "strings/strings.es.xml": strings("<token ↓id=\"a\">Quieto </token>\n"),
                ])
            ]
        )

        public func visitTranslation(
            _ token: TranslationsFile.Token, original: String, in file: TranslationsInput,
            _ context: TranslationsContext
        ) {
            guard token.value != original else { return }
            let edges = TranslatorTexts.edges(original)
            let own = TranslatorTexts.edges(token.value)
            guard edges != own else { return }
            context.report(
                Self.description, at: file.at(token),
                "'\(token.id)' in \(file.name) \(TranslatorTexts.describe(own)) "
                    + "but the default text \(TranslatorTexts.describe(edges))")
        }
    }
}
