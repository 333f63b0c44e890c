import Diagnostics

extension LocalizableRules {
    public enum SyntaxError: Rule, LocalizableRule {
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

        public static func checkFiles(_ app: AppLocalizations, _ context: LocalizableContext) {
            for table in app.tables where table.format == .strings {
                for (index, issue) in table.syntaxIssues.enumerated() {
                    // iOS reads a file up to its first error: from there on its keys are lost.
                    let consequence = index == 0 && !issue.refusesFile ? "; iOS drops every key from here on" : ""
                    context.report(
                        description, at: context.at(table.path, line: issue.line, column: issue.column),
                        issue.message + consequence)
                }
            }
            for (path, issues) in app.catalogIssues.sorted(by: { $0.key < $1.key }) {
                for issue in issues {
                    context.report(
                        description, at: context.at(path, line: issue.line, column: issue.column), issue.message)
                }
            }
        }

        /// On import: the language's table at `path` does not parse, so it cannot be edited.
        public static func unparsable(_ path: String, _ message: String) -> Diagnostic {
            Diagnostic(description, at: Location(file: path), message)
        }

        /// On import: the language is translated in a String Catalog, which is Xcode's to edit.
        public static func translatedInCatalog(_ language: String, xliffPath: String) -> Diagnostic {
            Diagnostic(
                description, at: Location(file: xliffPath),
                "'\(language)' is translated in a String Catalog (Localizable.xcstrings); import the XLIFF with Xcode (Product > Import Localizations)"
            )
        }
    }
}
