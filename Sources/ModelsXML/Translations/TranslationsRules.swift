import Diagnostics

/// Rules a strings file is checked against on its own.
public enum TranslationsRules {
    public static let all: [RuleDescription] = [
        InvalidStructure.description, DuplicateToken.description, EmptyValue.description,
    ]

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

    public enum DuplicateToken: Rule {
        public static let description = RuleDescription(
            id: "translations.duplicate-token",
            severity: .error,
            summary: "The same token id twice in one strings file.",
            explanation: """
                What it checks: each `<token id>` appears once per strings file.

                Why it matters: the SDK keeps one of the two texts and drops the other without \
                a word; a duplicate is usually a token copied to write a new one and never \
                renamed, so the token it was meant to be is missing too.

                Fix: rename the copy to the token it was meant to be, or delete it.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "strings/strings.xml",
                    "<translations>\n<token id=\"a\">A</token>\n<token id=\"b\">B</token>\n</translations>\n")
            ],
            triggeringExamples: [
                RuleExample(
                    "strings/strings.xml",
                    "<translations>\n<token id=\"a\">A</token>\n<token ↓id=\"a\">B</token>\n</translations>\n")
            ]
        )
    }

    public enum EmptyValue: Rule {
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
    }
}
