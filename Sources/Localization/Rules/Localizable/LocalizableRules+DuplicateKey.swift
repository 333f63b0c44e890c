import Diagnostics

extension LocalizableRules {
    public enum DuplicateKey: Rule, LocalizableRule {
        public static let description = RuleDescription(
            id: "localizable.duplicate-key",
            severity: .warning,
            summary: "A key is defined twice in the same Localizable.strings.",
            explanation: """
                What it checks: each key appears once per `.strings` file. The finding is on the \
                second definition and names both lines.

                Why it matters: only one of the two values reaches the screen, and which one \
                is not what a reader of the file expects; translators fix one and see no change.

                Fix: delete one of the two lines.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    es, "\"selphid_component_tip_title\" = \"Foto\";\n\"selphid_component_tip_button\" = \"EMPEZAR\";\n"
                )
            ],
            triggeringExamples: [
                RuleExample(
                    es,
                    "\"selphid_component_tip_title\" = \"Foto\";\n↓\"selphid_component_tip_title\" = \"Foto del documento\";\n"
                )
            ]
        )

        public static func checkTable(_ table: LocalizableTable, _ context: LocalizableContext) {
            guard table.format == .strings else { return }  // JSON objects: the parser keeps one.
            var first: [String: LocalizableEntry] = [:]
            for entry in table.entries {
                if let earlier = first[entry.key] {
                    let same = earlier.value == entry.value ? " with the same value" : " with different values"
                    context.report(
                        description, at: context.at(table, entry),
                        "key '\(entry.key)' is defined twice, at lines \(earlier.line) and \(entry.line)\(same); only one of them is used"
                    )
                } else {
                    first[entry.key] = entry
                }
            }
        }
    }
}
