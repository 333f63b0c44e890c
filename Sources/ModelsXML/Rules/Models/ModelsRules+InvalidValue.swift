import Diagnostics

extension ModelsRules {
    public enum InvalidValue: Rule, ModelRule {
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

        package static func visitVersion(
            _ version: VersionNode, in document: DocumentNode, into findings: inout [ModelFinding]
        ) {
            findings += Self.findings(version)
        }

        /// A Version's type and document_type (the MRZ values: `visitMRZ`).
        static func findings(_ version: VersionNode) -> [ModelFinding] {
            var findings: [ModelFinding] = []
            let invalid = description
            if let type = version.tag[attribute: "type"], !ModelSchema.versionTypes.contains(type.value) {
                let suggestion = Suggestions.closest(to: type.value, in: ModelSchema.versionTypes)
                findings.append(
                    ModelFinding(
                        invalid, at: type,
                        "Version type '\(type.value)' is not TD1, TD2 or TD3\(Suggestions.didYouMean(suggestion))",
                        suggestion: suggestion))
            }
            if let type = version.documentType, !ModelSchema.documentTypes.contains(type.value) {
                let suggestion = Suggestions.closest(to: type.value, in: ModelSchema.documentTypes)
                findings.append(
                    ModelFinding(
                        invalid, at: type,
                        "document_type '\(type.value)' is not one of \(ModelSchema.documentTypes.sorted().joined(separator: ", "))\(Suggestions.didYouMean(suggestion))",
                        suggestion: suggestion))
            }
            return findings
        }

        package static func visitMRZ(_ mrz: MRZBlock, into findings: inout [ModelFinding]) {
            findings += Self.findings(mrz: mrz.block)
        }

        /// An MRZ block's type and mrzType.
        static func findings(mrz block: CaptureBlock) -> [ModelFinding] {
            var findings: [ModelFinding] = []
            if let type = block.tag[attribute: "type"], !ModelSchema.versionTypes.contains(type.value) {
                findings.append(ModelFinding(description, at: type, "MRZ type '\(type.value)' is not TD1, TD2 or TD3"))
            }
            if let type = block.tag[attribute: "mrzType"], ModelSchema.mrzTypes[type.value] == nil {
                findings.append(
                    ModelFinding(description, at: type, "mrzType '\(type.value)' is not Type1, Type2 or Type3"))
            }
            return findings
        }
    }
}
