import Diagnostics

extension ModelsRules {
    public enum InconsistentVersion: Rule, ModelRule {
        public static let description = RuleDescription(
            id: "models.inconsistent-version", severity: .warning,
            summary: "A Version lacks document_type while other Versions of its file have it.",
            explanation: """
                What it checks: the oldest model files (2024-03) have `document_type` on no \
                Version, which is valid for their generation. In a file where Versions have it, \
                one without it is a slip (the `Juvenil` card, 1 of 46 in DocumentID_All.xml of \
                four of the vendor's zips).

                Why it matters: the SDK reports the document type of the recognised model to the \
                app; for this Version it reports none, and specificData filters by type miss it.

                Fix: add the document_type its siblings have (IDC for an identity card).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    path, models("    <Version id=\"V1\" type=\"TD1\"/>\n    <Version id=\"V2\" type=\"TD1\"/>\n"))
            ],
            triggeringExamples: [
                RuleExample(
                    path,
                    models(
                        "    <Version id=\"V1\" type=\"TD1\" document_type=\"IDC\"/>\n    ↓<Version id=\"V2\" type=\"TD1\"/>\n"
                    ))
            ])

        /// The oldest model files have document_type on no Version; one missing among siblings
        /// that have it is a slip.
        package static func visitFile(_ file: DocumentModelFile, into findings: inout [ModelFinding]) {
            findings += Self.findings(file)
        }

        static func findings(_ file: DocumentModelFile) -> [ModelFinding] {
            let allVersions = file.documents.reduce(0) { $0 + $1.versions.count }
            let typedVersions = file.documents.reduce(0) { total, document in
                document.versions.reduce(total) { $0 + ($1.documentType != nil ? 1 : 0) }
            }
            guard typedVersions > 0 else { return [] }
            var findings: [ModelFinding] = []
            for document in file.documents {
                for version in document.versions where version.documentType == nil {
                    findings.append(
                        ModelFinding(
                            description, at: version.tag,
                            "<Version id=\"\(version.id?.value ?? "")\"> has no document_type, while \(typedVersions) of the "
                                + "\(allVersions) Versions of this file have one: the SDK reports no document type for it"
                        ))
                }
            }
            return findings
        }
    }
}
