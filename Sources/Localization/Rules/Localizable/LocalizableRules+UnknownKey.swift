import Diagnostics

extension LocalizableRules {
    public enum UnknownKey: Rule, LocalizableRule {
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

        public static func checkKey(_ key: LocalizableKey, _ context: LocalizableContext) {
            let catalog = context.catalog
            guard key.sdkDefault == nil, key.isFirstOccurrence,
                LocalizableKeySuggestion.looksLikeSDKKey(key.entry.key, in: catalog)
            else { return }
            let suggestion = LocalizableKeySuggestion.closest(to: key.entry.key, in: catalog)
            context.report(
                description, at: context.at(key),
                "unknown key '\(key.entry.key)': the \(catalog.component) SDK has no such key and ignores it\(Suggestions.didYouMean(suggestion))",
                suggestion: suggestion)
        }

        /// On import: a unit whose key the SDK does not have (an empty key is never one).
        public static func check(unit: XLIFFImport.Unit, catalog: SDKCatalog, at location: Location) -> Diagnostic? {
            guard !catalog.contains(unit.key),
                unit.key.isEmpty || LocalizableKeySuggestion.looksLikeSDKKey(unit.key, in: catalog)
            else { return nil }
            let suggestion = LocalizableKeySuggestion.closest(to: unit.key, in: catalog)
            return Diagnostic(
                description, at: location,
                "unknown key '\(unit.key)': the \(catalog.component) SDK has no such key\(Suggestions.didYouMean(suggestion))",
                suggestion: suggestion)
        }
    }
}
