import Diagnostics

extension LocalizableRules {
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
}
