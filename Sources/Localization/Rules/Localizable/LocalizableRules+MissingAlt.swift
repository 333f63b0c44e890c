import Diagnostics

extension LocalizableRules {
    public enum MissingAlt: Rule, LocalizableRule {
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

        public static func checkKey(_ key: LocalizableKey, _ context: LocalizableContext) {
            let catalog = context.catalog
            let altKey = key.entry.key + catalog.altSuffix
            guard key.sdkDefault != nil, key.isFirstOccurrence, !key.entry.key.hasSuffix(catalog.altSuffix),
                catalog.contains(altKey), !key.writtenInLanguage.contains(altKey)
            else { return }
            context.report(
                description, at: context.at(key),
                "'\(key.entry.key)' is overridden in '\(key.table.language)' but its VoiceOver text '\(altKey)' is not; VoiceOver reads the SDK's English default",
                suggestion: altKey)
        }
    }
}
