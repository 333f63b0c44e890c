import Diagnostics

private func strings(_ tokens: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations>\n\(tokens)</translations>\n"
}

/// A translator's slips in `strings/strings.LANG.xml`, each language against the default
/// file (`strings.xml`, the source language).
public enum TranslatorRules {
    public static let all: [RuleDescription] = [
        Untranslated.description, PlaceholderMismatch.description, WhitespaceMismatch.description,
        SwappedText.description,
    ]

    public enum Untranslated: Rule {
        public static let description = RuleDescription(
            id: "translations.untranslated",
            severity: .warning,
            summary:
                "A language's text is the default language's text word for word (two words or more): left untranslated.",
            explanation: """
                What it checks: each token of `strings.LANG.xml` against the same token in the \
                default `strings.xml`. A text of two words or more that is identical is reported. \
                One-word texts ("Tutorial", "OK", "Email"), codes and numbers are not: across the \
                real zips they are cognates and brand names far more often than slips. Tokens \
                listed in `"sameAsDefault"` of `.idv-res.json` (token ids, `*` globs) are never \
                reported: `{ "sameAsDefault": ["brand_name", "legal_*"] }`.

                Why it matters: a translation tool that copies the source into empty targets, or \
                a token added to every file by copy and paste, shows the default language among \
                translated texts.

                Fix: translate the text; or, when it is meant to be the same (a product name), \
                list the token in `"sameAsDefault"`.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "strings/strings.xml": strings(
                        "<token id=\"a\">Place your face</token>\n<token id=\"b\">Tutorial</token>\n"),
                    "strings/strings.es.xml": strings(
                        "<token id=\"a\">Coloca tu cara</token>\n<token id=\"b\">Tutorial</token>\n"),
                ]),
                RuleExample(
                    [
                        "strings/strings.xml": strings("<token id=\"brand\">Selphi ID</token>\n"),
                        "strings/strings.es.xml": strings("<token id=\"brand\">Selphi ID</token>\n"),
                        ".idv-res.json": "{ \"sameAsDefault\": [\"brand\"] }\n",
                    ],
                    arguments: ["--config", "{input}/.idv-res.json", "{input}"]),
            ],
            triggeringExamples: [
                RuleExample([
                    "strings/strings.xml": strings("<token id=\"a\">Place your face</token>\n"),
                    "strings/strings.es.xml": strings("<token ↓id=\"a\">Place your face</token>\n"),
                ])
            ]
        )
    }

    public enum PlaceholderMismatch: Rule {
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
    }

    public enum WhitespaceMismatch: Rule {
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
    }

    public enum SwappedText: Rule {
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
    }
}
