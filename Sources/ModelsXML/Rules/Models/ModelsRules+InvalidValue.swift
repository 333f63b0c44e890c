import Diagnostics

extension ModelsRules {
    public enum InvalidValue: Rule {
        public static let description = RuleDescription(
            id: "models.invalid-value", severity: .error,
            summary:
                "An enumerated attribute (Version type, document_type, MRZ type, mrzType) has a value the SDK does not know.",
            explanation: """
                What it checks: Version `type` is TD1, TD2 or TD3; `document_type` is IDC, PSP, \
                DLI, VIS, FOC, CUS or RES; `<MRZ type>` is TD1/TD2/TD3 and `mrzType` Type1/2/3.

                Why it matters: an unknown value falls back to a default the SDK chooses: the \
                document is classified or its MRZ read as something else.

                Fix: use one of the listed values.
                """,
            nonTriggeringExamples: [version("id=\"V1\" type=\"TD1\" document_type=\"PSP\"")],
            triggeringExamples: [
                version("id=\"V1\" type=\"TD1\" ↓document_type=\"IDX\""),
                mrz("      <MRZ ↓type=\"TD4\"/>"),
            ])
    }
}
