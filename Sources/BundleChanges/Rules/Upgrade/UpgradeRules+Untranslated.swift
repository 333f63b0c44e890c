import Diagnostics
import ModelsXML

extension UpgradeRules {
    public enum Untranslated: Rule {
        public static let description = RuleDescription(
            id: "upgrade.untranslated",
            severity: .note,
            summary: "A token the vendor added, given to a language the customer added in the default text.",
            explanation: """
                What it checks: in `idv-res upgrade`, a language that CUSTOM has and neither BASE \
                nor NEW has (the customer's own translation) follows what the vendor did to its \
                default language: every token the vendor added comes with the text of NEW's \
                default language; a token the vendor renamed (the same text under a new id) keeps \
                the customer's text under the new id; a token the vendor removed goes. Each added \
                or renamed token is this note, at its line in the upgraded bundle (OUT), and is \
                marked in the file by a comment after it.

                Why it matters: without the token the SDK shows nothing (or the key) in that \
                language; with the default text it shows the vendor's words until a translator \
                replaces them.

                Fix: translate the token: these notes list every one (`--format json` for a \
                script); `idv-res validate` of the upgraded zip also names those of two words or \
                more (`translations.untranslated`).
                """,
            triggeringExamples: [
                upgrade(
                    base: "    <token id=\"Title\">Hello</token>\n",
                    custom: "    <token id=\"Title\">Hello</token>\n",
                    new: "    <token id=\"Title\">Hello</token>\n    <token id=\"Next\">Next</token>\n",
                    more: ["custom/strings/strings.fr.xml": strings("    <token id=\"Title\">Bonjour</token>\n")])
            ]
        )
    }
}
