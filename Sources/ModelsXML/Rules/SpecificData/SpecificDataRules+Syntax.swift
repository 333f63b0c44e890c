import Diagnostics

extension SpecificDataRules {
    public enum Syntax: Rule, SpecificDataRule {
        public static let description = RuleDescription(
            id: "specific-data.syntax", severity: .error,
            summary: "A specificData string does not follow the grammar (COUNTRY|<ALL>, COUNTRY|id,!id; ...).",
            explanation: """
                What it checks: `entry (";" entry)*`, where an entry is `COUNTRY|` followed by \
                nothing or `<ALL>` (every version), or by comma-separated Version ids, each \
                optionally prefixed by `!` to exclude it. No spaces. The error points at the \
                column where the string stops making sense.

                Why it matters: the SDK does not report a specificData it cannot read: it tries \
                no model, or all of them, and the user's document is never recognised or is \
                recognised as another.

                Fix: write it as in the examples: `ES|<ALL>`, `ES|ESP_I_3`, `ES|!ESP_I_3;FR|`.
                """,
            nonTriggeringExamples: [example("ES|<ALL>"), example("ES|ESP_I_3,!ESP_I_4;ES|")],
            triggeringExamples: [
                example("ES|<AL>", column: 4), example("ES;FR|", column: 3), example("ES|ESP_I_3,", column: 12),
            ])

        package static func visitUnparsable(
            _ string: SpecificDataString, _ error: SpecificData.SyntaxError, into diagnostics: inout [Diagnostic]
        ) {
            diagnostics.append(finding(string.text, error, at: string.at))
        }

        static func finding(_ text: String, _ error: SpecificData.SyntaxError, at: (Int?) -> Location) -> Diagnostic {
            Diagnostic(description, at: at(error.column), "specificData \"\(text)\": \(error.message)")
        }
    }
}
