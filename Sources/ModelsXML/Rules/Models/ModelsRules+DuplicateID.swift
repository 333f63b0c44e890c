import Diagnostics

extension ModelsRules {
    public enum DuplicateID: Rule {
        public static let description = RuleDescription(
            id: "models.duplicate-id", severity: .error,
            summary: "Two DocumentIDs of a file share an id, or two Versions of a DocumentID share an id.",
            explanation: """
                What it checks: DocumentID ids are unique within a file, and Version ids within \
                their DocumentID.

                Why it matters: the SDK selects models by these ids (specificData `ES|ESP_I_3`); \
                with two of a name it keeps one, and which one is not documented.

                Fix: rename or delete one of them.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    path,
                    models(
                        "    <Version id=\"V1\" type=\"TD1\" document_type=\"IDC\"/>\n    <Version id=\"V2\" type=\"TD1\" document_type=\"IDC\"/>\n"
                    ))
            ],
            triggeringExamples: [
                RuleExample(
                    path,
                    models(
                        "    <Version id=\"V1\" type=\"TD1\" document_type=\"IDC\"/>\n    <Version ↓id=\"V1\" type=\"TD1\" document_type=\"IDC\"/>\n"
                    )),
                RuleExample(path, models("", tail: "  <DocumentID ↓id=\"ES\" iso=\"ESP\"/>\n")),
            ])
    }
}
