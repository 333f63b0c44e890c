import Diagnostics

extension TranslationsRules {
    public enum InvalidStructure: Rule {
        public static let description = RuleDescription(
            id: "translations.invalid-structure",
            severity: .error,
            summary:
                "A strings file whose root is not <translations>, or that holds something other than <token id=\"...\">.",
            explanation: """
                What it checks: a strings file (`strings/strings.xml`, `strings.<lang>.xml`, a \
                `translationsContent` string) is `<translations>` holding only \
                `<token id="...">text</token>` elements.

                Why it matters: the SDK reads texts from `<token id>` only; a misspelt element \
                (`<tokn>`), a token without `id`, or another root leaves those texts out, and \
                the screens show the built-in defaults (often in another language).

                Fix: write each text as `<token id="Name">text</token>` under `<translations>`.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "strings/strings.xml", "<translations>\n<token id=\"button_next\">NEXT</token>\n</translations>\n")
            ],
            triggeringExamples: [
                RuleExample(
                    "strings/strings.xml",
                    "<translations>\n↓<tokn id=\"button_next\">NEXT</tokn>\n↓<token>BACK</token>\n</translations>\n"),
                RuleExample(
                    "strings/strings.es.xml", "↓<strings>\n<token id=\"button_next\">SIGUIENTE</token>\n</strings>\n"),
            ]
        )
    }
}
