import Diagnostics

extension LocalizableRules {
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
}
