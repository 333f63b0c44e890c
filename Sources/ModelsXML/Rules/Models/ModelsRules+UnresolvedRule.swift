import Diagnostics

extension ModelsRules {
    public enum UnresolvedRule: Rule {
        public static let description = RuleDescription(
            id: "models.unresolved-rule", severity: .warning,
            summary: "A DocumentRules.xml rule id names no DocumentID or Version of the bundle's document models.",
            explanation: """
                What it checks: `<rule id="COUNTRY|DOCUMENT">` in documents/DocumentRules.xml: \
                COUNTRY is a DocumentID id or iso of some model file of the bundle, and DOCUMENT \
                a Version id, document_type or document_id under it. Checked only when the bundle \
                has model files. A warning, not an error: the rule-id grammar is not published, \
                so idv-res reads it the way specificData names models.

                Why it matters: a rule that resolves to no model is never applied: the fields it \
                requires are not enforced for any document.

                Fix: name the DocumentID and Version the rule is for (the closest are suggested).
                """,
            nonTriggeringExamples: [
                RuleExample([
                    path: models("    <Version id=\"V1\" type=\"TD1\" document_type=\"IDC\"/>\n"),
                    "documents/DocumentRules.xml":
                        "<selphid-widget-conf version=\"1.0\">\n  <rule id=\"ES|IDC\" fields=\"DocumentNumber\"/>\n</selphid-widget-conf>\n",
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    path: models("    <Version id=\"V1\" type=\"TD1\" document_type=\"IDC\"/>\n"),
                    "documents/DocumentRules.xml":
                        "<selphid-widget-conf version=\"1.0\">\n  <rule ↓id=\"ITALY|ID\" fields=\"DocumentNumber\"/>\n</selphid-widget-conf>\n",
                ])
            ])
    }
}
