import Diagnostics
import ModelsXML

extension TranslationsRules {
    public struct PlaceholderMismatch: Rule, TranslationsRule {
        public init() {}

        public static let description = RuleDescription(
            id: "translations.placeholder-mismatch",
            severity: .warning,
            summary:
                "A language's text has other placeholders or markup than the default text (%s, %1$d, {0}, <b>, **).",
            explanation: """
                What it checks: the codes of each token's text (printf specifiers such as `%s`, \
                `%1$d`, `%@`; `{0}` and `{name}`; tags written as text such as `<b>`; `**` bold \
                marks) are the same, counted, in every language as in the default file. `%%` is \
                a literal percent sign and is not a code.

                Why it matters: the app fills placeholders by position or name; a missing or \
                renamed one shows the raw code or the wrong value, and a broken tag shows as text.

                Fix: copy the codes from the default text into the translation, in the order the \
                language needs (use positions, `%1$s`, to reorder).
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "strings/strings.xml": strings(
                        "<token id=\"a\">%1$s of %2$s, 100%% &lt;b&gt;done&lt;/b&gt;</token>\n"),
                    "strings/strings.es.xml": strings(
                        "<token id=\"a\">%2$s de %1$s, 100%% &lt;b&gt;hecho&lt;/b&gt;</token>\n"),
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    "strings/strings.xml": strings("<token id=\"a\">Step {0} of {1}</token>\n"),
                    "strings/strings.es.xml": strings("<token ↓id=\"a\">Paso {0} de {2}</token>\n"),
                ])
            ]
        )

        public func visitTranslation(
            _ token: TranslationsFile.Token, original: String, in file: TranslationsInput,
            _ context: TranslationsContext
        ) {
            guard token.value != original else { return }
            let expected = TranslatorTexts.codes(original)
            let found = TranslatorTexts.codes(token.value)
            guard expected != found else { return }
            context.report(
                Self.description, at: file.at(token),
                "'\(token.id)' in \(file.name) has \(TranslatorTexts.list(found)) "
                    + "where the default text has \(TranslatorTexts.list(expected))")
        }
    }
}
