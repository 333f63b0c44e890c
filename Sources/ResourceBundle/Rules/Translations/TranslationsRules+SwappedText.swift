import Diagnostics
import ModelsXML

extension TranslationsRules {
    public struct SwappedText: Rule, TranslationsRule {
        /// Default text -> the tokens that have it, for texts a language may have swapped; built
        /// at the first translation.
        private var byText: [String: [String]]?
        public init() {}

        public static let description = RuleDescription(
            id: "translations.swapped-text",
            severity: .warning,
            summary:
                "A token's text in one language is, word for word, another token's default text: likely renamed in that language only.",
            explanation: """
                What it checks: the text of token T in `strings.LANG.xml` against the default \
                texts of the other tokens. When it equals the default text of another token U \
                (two words or more, and T's own default text is different), T most likely holds \
                U's text: a token renamed or pasted in one language only.

                Why it matters: the screen shows a text meant for another place (the title of \
                the next step, the other button), in one language only, where nobody reviewing \
                the default language sees it.

                Fix: put T's own text back in that language (the finding names U and the \
                default texts of both).
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "strings/strings.xml": strings(
                        "<token id=\"a\">Turn left</token>\n<token id=\"b\">Turn right</token>\n"),
                    "strings/strings.es.xml": strings(
                        "<token id=\"a\">Gira a la izquierda</token>\n<token id=\"b\">Gira a la derecha</token>\n"),
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    "strings/strings.xml": strings(
                        "<token id=\"a\">Turn left</token>\n<token id=\"b\">Turn right</token>\n"),
                    "strings/strings.es.xml": strings(
                        "<token id=\"a\">Gira a la izquierda</token>\n<token ↓id=\"b\">Turn left</token>\n"),
                ])
            ]
        )

        public mutating func visitTranslation(
            _ token: TranslationsFile.Token, original: String, in file: TranslationsInput,
            _ context: TranslationsContext
        ) {
            guard token.value != original else { return }
            if byText == nil {
                var index: [String: [String]] = [:]
                for (id, text) in context.defaults where TranslatorTexts.isSentence(text) {
                    index[text, default: []].append(id)
                }
                byText = index
            }
            guard let others = byText![token.value]?.filter({ $0 != token.id }).sorted(), let other = others.first
            else { return }
            context.report(
                Self.description, at: file.at(token),
                "'\(token.id)' in \(file.name) is \"\(TranslatorTexts.shown(token.value))\", "
                    + "the default text of '\(other)', not its own (\"\(TranslatorTexts.shown(original))\"): "
                    + "renamed in this language only?")
        }
    }
}
