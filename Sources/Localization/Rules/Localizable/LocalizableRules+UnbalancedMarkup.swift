import Diagnostics
import Foundation

extension LocalizableRules {
    public enum UnbalancedMarkup: Rule, LocalizableRule {
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

        public static func checkKey(_ key: LocalizableKey, _ context: LocalizableContext) {
            guard key.sdkDefault != nil, !EmptyValue.fires(on: key), isUnbalanced(key.entry.value) else { return }
            context.report(
                description, at: context.at(key, value: true),
                "'\(key.entry.key)' in '\(key.table.language)' has an odd number of '**': the bold markup does not close"
            )
        }

        /// On import: the unit is still imported, with this warning.
        public static func check(unit: XLIFFImport.Unit, language: String, at location: Location) -> Diagnostic? {
            guard isUnbalanced(unit.target) else { return nil }
            return Diagnostic(
                description, at: location,
                "the '\(language)' text of '\(unit.key)' has an odd number of '**': the bold markup does not close")
        }

        static func isUnbalanced(_ text: String) -> Bool { text.components(separatedBy: "**").count % 2 == 0 }
    }
}
