import Diagnostics

extension LocalizableRules {
    public enum PartialOverride: Rule, LocalizableRule {
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

        public static func checkLanguages(_ app: AppLocalizations, _ context: LocalizableContext) {
            let baseLanguage = context.baseLanguage
            let languages = app.languages(base: baseLanguage)
            guard languages.count > 1 else { return }
            let effective = Dictionary(uniqueKeysWithValues: languages.map { ($0, app.effectiveEntries(of: $0)) })
            // Which table of a language holds its effective entry of a key (first table wins).
            let tableEffective = app.tables.map { ($0, $0.effectiveEntries) }
            for key in context.catalog.keys.map(\.key) {
                let having = languages.filter { effective[$0]?[key] != nil }
                guard !having.isEmpty, having.count < languages.count else { continue }
                let lacking = languages.filter { effective[$0]?[key] == nil }
                let anchorLanguage = having.contains(baseLanguage) ? baseLanguage : having[0]
                guard let entry = effective[anchorLanguage]?[key],
                    let table = tableEffective.first(where: { $0.0.language == anchorLanguage && $0.1[key] != nil })?.0
                else { continue }
                let list = LocalizableContext.list
                context.report(
                    description, at: context.at(table, entry),
                    "'\(key)' is overridden in \(list(having)) but not in \(list(lacking)): \(lacking.count == 1 ? "that language shows" : "those languages show") the SDK's English default"
                )
            }
        }
    }
}
