import Diagnostics

extension LocalizableRules {
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
}
