import Diagnostics

extension LocalizableRules {
    public enum UnbalancedMarkup: Rule {
        public static let description = RuleDescription(
            id: "localizable.unbalanced-markup",
            severity: .warning,
            summary: "A value has an odd number of `**` (bold markup that does not close).",
            explanation: """
                What it checks: the `**bold**` markup the SDK's defaults use comes in pairs in \
                every overridden value.

                Why it matters: an unclosed `**` is not bold: the asterisks, or the rest of the \
                sentence in bold, end up on screen.

                Fix: close the bold part with `**`, or remove the stray one.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    es, "\"selphid_component_tip_message\" = \"**Enfoca** tu documento **dentro del marco.**\";\n")
            ],
            triggeringExamples: [
                RuleExample(
                    es, "\"selphid_component_tip_message\" = ↓\"**Enfoca** tu documento **dentro del marco.\";\n")
            ]
        )
    }
}
