import Diagnostics

/// Rules over an app's `Localizable.strings` / `Localizable.xcstrings` checked against the
/// SDK's key catalog (formats.md section 6).
public enum LocalizableRules {
    public static let all: [RuleDescription] = [
        SyntaxError.description, DuplicateKey.description, UnknownKey.description, PartialOverride.description,
        MissingAlt.description, FormatMismatch.description, UnbalancedMarkup.description, EmptyValue.description,
        CatalogState.description,
    ]

    static let es = "es.lproj/Localizable.strings"
    static let en = "en.lproj/Localizable.strings"

    public enum SyntaxError: Rule {
        public static let description = RuleDescription(
            id: "localizable.syntax-error",
            severity: .error,
            summary:
                "A Localizable.strings (or .xcstrings) file does not parse: missing ';', unterminated string, bad escape.",
            explanation: """
                What it checks: every `Localizable.strings` parses as Xcode reads it (UTF-8 or \
                UTF-16 with either byte order, `/* */` and `//` comments, quoted or unquoted keys, \
                escapes `\\" \\\\ \\n \\t \\r \\Uxxxx`), and every String Catalog is valid JSON. \
                Each error is reported with line and column, like `plutil -lint`, and the rest of \
                the file is still checked.

                Why it matters: iOS does not report a broken strings file; it silently loses the \
                keys from the error on (the whole table on some versions), so the SDK shows its \
                English defaults.

                Fix: add the missing `;`, close the string, or write the escape as `\\"`, `\\\\`, \
                `\\n` or `\\U00E9`. `plutil -lint FILE` on a Mac confirms the file is clean.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    es,
                    "/* tip */\n\"selphid_component_tip_title\" = \"Foto del \\\"documento\\\"\";\n// done\nselphid_component_tip_button = EMPEZAR;\n"
                )
            ],
            triggeringExamples: [
                RuleExample(
                    es, "\"selphid_component_tip_title\" = \"Foto\"↓\n\"selphid_component_tip_button\" = \"EMPEZAR\";\n"
                ),
                RuleExample(es, "\"selphid_component_tip_title\" = \"Foto ↓\\q\";\n"),
                RuleExample(es, "\"selphid_component_tip_title\" = ↓\"Foto;\n"),
                RuleExample("Localizable.xcstrings", "{ \"strings\": ↓[] }\n"),
            ]
        )
    }

    public enum DuplicateKey: Rule {
        public static let description = RuleDescription(
            id: "localizable.duplicate-key",
            severity: .warning,
            summary: "A key is defined twice in the same Localizable.strings.",
            explanation: """
                What it checks: each key appears once per `.strings` file. The finding is on the \
                second definition and names both lines.

                Why it matters: only one of the two values reaches the screen, and which one \
                is not what a reader of the file expects; translators fix one and see no change.

                Fix: delete one of the two lines.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    es, "\"selphid_component_tip_title\" = \"Foto\";\n\"selphid_component_tip_button\" = \"EMPEZAR\";\n"
                )
            ],
            triggeringExamples: [
                RuleExample(
                    es,
                    "\"selphid_component_tip_title\" = \"Foto\";\n↓\"selphid_component_tip_title\" = \"Foto del documento\";\n"
                )
            ]
        )
    }

    public enum UnknownKey: Rule {
        public static let description = RuleDescription(
            id: "localizable.unknown-key",
            severity: .error,
            summary: "An SDK-looking key the SDK does not define (a typo): it is silently ignored.",
            explanation: """
                What it checks: every key with the SDK's prefix (`selphid_`), or within two \
                letters of an SDK key, is in the SDK's key catalog. The closest catalog key is \
                suggested. The app's own keys (other prefixes) are left alone.

                Why it matters: the SDK looks up only its own keys. A misspelt key (the SDK \
                documentation's own example, `selphid_component_tip_button_message`) customises \
                nothing: the screen keeps the English default and nobody notices.

                Fix: use the catalog key (`idv-res strings DIR` lists them), here \
                `selphid_component_tip_button`.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    es,
                    "\"selphid_component_tip_button\" = \"EMPEZAR\";\n\"selphid_component_tip_button_alt\" = \"Empezar la captura\";\n\"app_welcome_title\" = \"Hola\";\n"
                )
            ],
            triggeringExamples: [
                RuleExample(es, "↓\"selphid_component_tip_button_message\" = \"EMPEZAR\";\n"),
                RuleExample(es, "↓\"selphid_componnet_tip_title\" = \"Foto\";\n"),
            ]
        )
    }

    public enum PartialOverride: Rule {
        public static let description = RuleDescription(
            id: "localizable.partial-override",
            severity: .warning,
            summary: "An SDK key is overridden in some languages and not in others.",
            explanation: """
                What it checks: a catalog key that one language's `Localizable` overrides is \
                overridden in every language the app has. The finding is on the key in the base \
                language (`--base`, default `en`) or the first language that has it, and names \
                the languages that lack it.

                Why it matters: a language without the override shows the SDK's English default \
                in the middle of otherwise translated screens.

                Fix: add the key to the languages named (`idv-res strings DIR --missing LANG \
                --export xliff -o LANG.xliff` gives translators exactly those keys).
                """,
            nonTriggeringExamples: [
                RuleExample([
                    en: "\"selphid_component_tip_title\" = \"Photo\";\n",
                    es: "\"selphid_component_tip_title\" = \"Foto\";\n",
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    en: "↓\"selphid_component_tip_title\" = \"Photo\";\n",
                    es: "\"selphid_component_tip_title\" = \"Foto\";\n",
                    "fr.lproj/Localizable.strings": "\"app_title\" = \"Bienvenue\";\n",
                ])
            ]
        )
    }

    public enum MissingAlt: Rule {
        public static let description = RuleDescription(
            id: "localizable.missing-alt",
            severity: .warning,
            summary: "A key is overridden but its VoiceOver counterpart (`_alt`) is not, in the same language.",
            explanation: """
                What it checks: when a language overrides a key whose `<key>_alt` counterpart \
                exists in the catalog (the text VoiceOver reads for it), it overrides that one too.

                Why it matters: the button shows the translated word but VoiceOver reads the SDK's \
                English accessibility text, or a text that no longer matches what is on screen.

                Fix: add `<key>_alt` with the spoken form of the new text.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    es,
                    "\"selphid_component_tip_button\" = \"EMPEZAR\";\n\"selphid_component_tip_button_alt\" = \"Empezar la captura\";\n"
                )
            ],
            triggeringExamples: [
                RuleExample(es, "↓\"selphid_component_tip_button\" = \"EMPEZAR\";\n")
            ]
        )
    }

    public enum FormatMismatch: Rule {
        public static let description = RuleDescription(
            id: "localizable.format-mismatch",
            severity: .error,
            summary: "A value's format specifiers (%@, %d, %1$@) differ from the SDK default or the base language.",
            explanation: """
                What it checks: the printf-style specifiers of each value (argument number and \
                type: `%@`, `%d`, `%ld`, `%1$@`, `%.1f`) equal those of the catalog default for \
                SDK keys, and those of the base language (`--base`, default `en`) for the app's \
                own keys. `%%` and a `%` that starts no specifier are text.

                Why it matters: `String(format:)` takes its arguments by specifier: a `%@` where \
                the code passes an integer crashes the app, a missing one drops a value, and a \
                specifier the SDK does not fill shows up as `%@` on screen.

                Fix: keep exactly the specifiers of the default; reorder with positions \
                (`%2$@ %1$@`) rather than by changing them.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    en: "\"app_greeting\" = \"Hello %@, you have %d documents\";\n",
                    es:
                        "\"app_greeting\" = \"Hola %1$@, tienes %2$d documentos\";\n\"selphid_component_tip_title\" = \"Foto al 100%%\";\n",
                ])
            ],
            triggeringExamples: [
                RuleExample(es, "\"selphid_component_tip_title\" = ↓\"Foto %@\";\n"),
                RuleExample([en: "\"app_greeting\" = \"Hello %@\";\n", es: "\"app_greeting\" = ↓\"Hola %d\";\n"]),
            ]
        )
    }

    public enum UnbalancedMarkup: Rule {
        public static let description = RuleDescription(
            id: "localizable.unbalanced-markup",
            severity: .warning,
            summary: "A value has an odd number of `**` (bold markup that does not close).",
            explanation: """
                What it checks: the `**bold**` markup the SDK's defaults use comes in pairs in \
                every overridden value.

                Why it matters: an unclosed `**` is not bold: the asterisks, or the rest of the \
                sentence in bold, end up on screen.

                Fix: close the bold part with `**`, or remove the stray one.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    es, "\"selphid_component_tip_message\" = \"**Enfoca** tu documento **dentro del marco.**\";\n")
            ],
            triggeringExamples: [
                RuleExample(
                    es, "\"selphid_component_tip_message\" = ↓\"**Enfoca** tu documento **dentro del marco.\";\n")
            ]
        )
    }

    public enum EmptyValue: Rule {
        public static let description = RuleDescription(
            id: "localizable.empty-value",
            severity: .warning,
            summary: "An SDK key is overridden with an empty value.",
            explanation: """
                What it checks: a key whose SDK default has text is not overridden with an empty \
                (or blank) value.

                Why it matters: the SDK shows exactly what the file says: an empty title, a \
                button without a label, silence under VoiceOver. Usually a translation that was \
                never filled in.

                Fix: write the text, or delete the line to keep the SDK default.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    es, "\"selphid_component_tip_title\" = \"Foto\";\n\"selphid_component_tip_custom_alt\" = \"\";\n")
            ],
            triggeringExamples: [
                RuleExample(es, "\"selphid_component_tip_title\" = ↓\"\";\n")
            ]
        )
    }

    public enum CatalogState: Rule {
        public static let description = RuleDescription(
            id: "localizable.catalog-state",
            severity: .note,
            summary: "A String Catalog entry is marked needs_review, new or stale.",
            explanation: """
                What it checks: the state Xcode keeps for each string unit of a \
                `Localizable.xcstrings` is `translated`.

                Why it matters: Xcode still builds the value into the app; `needs_review` means a \
                translator flagged it, `stale` that its source changed since, `new` that nobody \
                checked it.

                Fix: review the text in Xcode's String Catalog editor and mark it reviewed.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "Localizable.xcstrings",
                    """
                    {"sourceLanguage": "en", "strings": {"selphid_component_tip_title": {"localizations": {
                      "es": {"stringUnit": {"state": "translated", "value": "Foto"}}}}}, "version": "1.0"}

                    """)
            ],
            triggeringExamples: [
                RuleExample(
                    "Localizable.xcstrings",
                    """
                    {"sourceLanguage": "en", "strings": {"selphid_component_tip_title": {"localizations": {
                      "es": {"stringUnit": {"state": "needs_review", "value": ↓"Foto"}}}}}, "version": "1.0"}

                    """)
            ]
        )
    }
}
