import Diagnostics
import Foundation

extension LocalizableRules {
    public enum EmptyValue: Rule, LocalizableRule {
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

        public static func checkKey(_ key: LocalizableKey, _ context: LocalizableContext) {
            guard fires(on: key), let sdkDefault = key.sdkDefault else { return }
            context.report(
                description, at: context.at(key, value: true),
                "'\(key.entry.key)' is empty in '\(key.table.language)': the SDK shows nothing where it would show '\(sdkDefault)'"
            )
        }

        /// A blank override of an SDK text: this rule's finding is the only one on its value.
        static func fires(on key: LocalizableKey) -> Bool {
            guard let sdkDefault = key.sdkDefault else { return false }
            return key.entry.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && !sdkDefault.isEmpty
        }
    }
}
