import Diagnostics

extension ModelsRules {
    public enum DocumentIDMismatch: Rule {
        public static let description = RuleDescription(
            id: "models.document-id-mismatch", severity: .error,
            summary:
                "A Version's document_id does not start with its DocumentID's iso or does not name its document_type.",
            explanation: """
                What it checks: `document_id="ESP-00-IDC-2015-V03-01-00"` starts with the iso of \
                its DocumentID and its third part is the Version's document_type. A bare type \
                (`document_id="DLI"`, a country-wide fallback) must equal document_type.

                Why it matters: the SDK returns document_id as the recognised model; a copied model \
                whose document_id was not updated reports another country or document type to the \
                app, which then applies the wrong rules.

                Fix: correct the document_id (the suggestion does).
                """,
            nonTriggeringExamples: [
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\" document_id=\"ESP-00-IDC-2015-V03-01-00\"")
            ],
            triggeringExamples: [
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\" ↓document_id=\"FRA-00-IDC-2015-V03-01-00\""),
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\" ↓document_id=\"ESP-00-DLI-2015-V03-01-00\""),
            ])
    }
}
