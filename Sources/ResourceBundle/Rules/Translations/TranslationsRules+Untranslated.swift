import Diagnostics
import ModelsXML

extension TranslationsRules {
    public struct Untranslated: Rule, TranslationsRule {
        /// The configuration's `sameAsDefault` globs, read at the first translation.
        private var intended: [Glob]?
        public init() {}

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
                    settings: [.configuration(file: ".idv-res.json")], arguments: ["{input}"]),
            ],
            triggeringExamples: [
                RuleExample([
                    "strings/strings.xml": strings("<token id=\"a\">Place your face</token>\n"),
                    "strings/strings.es.xml": strings("<token ↓id=\"a\">Place your face</token>\n"),
                ])
            ]
        )

        public mutating func visitTranslation(
            _ token: TranslationsFile.Token, original: String, in file: TranslationsInput,
            _ context: TranslationsContext
        ) {
            guard token.value == original, TranslatorTexts.isSentence(original) else { return }
            if intended == nil { intended = context.sameAsDefault.map(Glob.init) }
            guard !intended!.contains(where: { $0.matches(token.id) }) else { return }
            context.report(
                Self.description, at: file.at(token),
                "'\(token.id)' in \(file.name) is the default text word for word, "
                    + "\"\(TranslatorTexts.shown(original))\": untranslated? "
                    + "(if meant, list it in \"sameAsDefault\" of .idv-res.json)")
        }
    }
}
