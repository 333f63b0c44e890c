import Diagnostics

extension LocalizableRules {
    public enum CatalogState: Rule, LocalizableRule {
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

        public static func checkKey(_ key: LocalizableKey, _ context: LocalizableContext) {
            guard key.sdkDefault != nil, let state = key.entry.state, ["needs_review", "new", "stale"].contains(state)
            else { return }
            context.report(
                description, at: context.at(key, value: true),
                "'\(key.entry.key)' in '\(key.table.language)' is marked '\(state)' in the String Catalog")
        }
    }
}
