import Diagnostics
import ModelsXML

extension TranslationsRules {
    public struct EmptyValue: Rule, TranslationsRule {
        public init() {}

        public static let description = RuleDescription(
            id: "translations.empty-value",
            severity: .warning,
            summary: "A token with no text.",
            explanation: """
                What it checks: every `<token>` has visible text (not empty, not only spaces or \
                line breaks).

                Why it matters: the SDK shows the empty text as is: a blank label on screen, \
                or, for an `X_alt` accessibility token, nothing read aloud by VoiceOver or \
                TalkBack for that element.

                Fix: write the text, or delete the token so the SDK's default is used.
                """,
            nonTriggeringExamples: [
                RuleExample("strings/strings.xml", "<translations>\n<token id=\"a\">A</token>\n</translations>\n")
            ],
            triggeringExamples: [
                RuleExample(
                    "strings/strings.es.xml",
                    "<translations>\n<token ↓id=\"CaptureTipFront_alt\"></token>\n<token ↓id=\"b\">  </token>\n</translations>\n"
                )
            ]
        )

        public func visitToken(
            _ token: TranslationsFile.Token, in file: TranslationsInput, _ context: TranslationsContext
        ) {
            guard token.isEmpty else { return }
            let label = file.file.languageLabel
            context.report(
                Self.description, at: file.at(token),
                "token '\(token.id)' has no text in \(label == "default" ? "the default language" : "'\(label)'")\(token.id.hasSuffix("_alt") ? ": the screen reader says nothing for it" : ": the screen shows a blank")"
            )
        }
    }
}
