import Diagnostics

extension SpecificDataRules {
    public enum UnknownID: Rule {
        public static let description = RuleDescription(
            id: "specific-data.unknown-id", severity: .error,
            summary: "A specificData country or version id names nothing in the document models.",
            explanation: """
                What it checks: each country of the string is a DocumentID id of the models, and \
                each version a Version id (or document_type / document_id) under that \
                DocumentID. With `--models ZIP|DIR` on `specific-data`, or on `validate \
                --specific-data`, against the bundle's models; the closest id is suggested.

                Why it matters: an unknown id silently matches nothing: with MODE_SPECIFIC the SDK \
                then recognises no document at all.

                Fix: use the suggested id (`ES`, not `ESP`; `ESP_I_3`, not `ESP_I3`).
                """,
            nonTriggeringExamples: [example("ES|ESP_I_3")],
            triggeringExamples: [
                example("ESP|<ALL>", column: 1), example("ES|ESP_I3", column: 4),
                RuleExample(
                    models, arguments: ["{input}", "--specific-data", "FR|"],
                    expected: [Location(file: "specificData", line: 1, column: 1)]),
            ])
    }
}
