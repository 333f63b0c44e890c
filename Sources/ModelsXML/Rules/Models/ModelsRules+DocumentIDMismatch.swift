import Diagnostics

extension ModelsRules {
    public enum DocumentIDMismatch: Rule, ModelRule {
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

        package static func visitVersion(
            _ version: VersionNode, in document: DocumentNode, into findings: inout [ModelFinding]
        ) {
            findings += Self.findings(version, in: document)
        }

        static func findings(_ version: VersionNode, in document: DocumentNode) -> [ModelFinding] {
            var findings: [ModelFinding] = []
            guard let documentID = version.documentID, let type = version.documentType else { return findings }
            let rule = description
            // Substrings: the parts are only compared, but in a finding (rare) where they are joined.
            let parts = ModelFileChecks.dashSeparatedParts(documentID.value)
            if parts.count == 1 {
                // A bare type (`document_id="DLI"`) names a country-wide fallback model.
                if parts[0] != type.value {
                    findings.append(
                        ModelFinding(
                            rule, at: documentID,
                            "document_id '\(documentID.value)' names type '\(parts[0])' but document_type is '\(type.value)'",
                            suggestion: type.value))
                }
                return findings
            }
            guard parts.count >= 3 else {
                findings.append(
                    ModelFinding(
                        rule, at: documentID,
                        "document_id '\(documentID.value)' is not of the form ISO-NN-TYPE-YEAR-... (ESP-00-IDC-2015-V03-01-00)"
                    ))
                return findings
            }
            if let iso = document.iso, parts[0] != iso.value {
                var fixed = parts.map(String.init)
                fixed[0] = iso.value
                let suggestion = fixed.joined(separator: "-")
                findings.append(
                    ModelFinding(
                        rule, at: documentID,
                        "document_id '\(documentID.value)' starts with '\(parts[0])' but its DocumentID iso is '\(iso.value)'\(Suggestions.didYouMean(suggestion))",
                        suggestion: suggestion))
            }
            if parts[2] != type.value {
                var fixed = parts.map(String.init)
                fixed[2] = type.value
                let suggestion = fixed.joined(separator: "-")
                findings.append(
                    ModelFinding(
                        rule, at: documentID,
                        "document_id '\(documentID.value)' names type '\(parts[2])' but document_type is '\(type.value)'\(Suggestions.didYouMean(suggestion))",
                        suggestion: suggestion))
            }
            return findings
        }
    }
}
