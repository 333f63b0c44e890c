import Diagnostics

extension ModelsRules {
    public enum DuplicateID: Rule, ModelRule {
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

        package static func visitFile(_ file: DocumentModelFile, into findings: inout [ModelFinding]) {
            findings += Self.findings(file)
        }

        /// DocumentID ids once per file, Version ids once per DocumentID.
        static func findings(_ file: DocumentModelFile) -> [ModelFinding] {
            var findings: [ModelFinding] = []
            var seenDocuments: [String: Int] = [:]
            for document in file.documents {
                if let id = document.id {
                    if let first = seenDocuments[id.value] {
                        findings.append(
                            ModelFinding(
                                description, at: id,
                                "duplicate DocumentID id '\(id.value)' (first at line \(first)): the SDK keeps one of them"
                            )
                        )
                    } else {
                        seenDocuments[id.value] = id.line
                    }
                }
                var seenVersions: [String: Int] = [:]
                for version in document.versions {
                    guard let id = version.id else { continue }
                    if let first = seenVersions[id.value] {
                        findings.append(
                            ModelFinding(
                                description, at: id,
                                "duplicate Version id '\(id.value)' in DocumentID '\(document.id?.value ?? "")' (first at line \(first))"
                            ))
                    } else {
                        seenVersions[id.value] = id.line
                    }
                }
            }
            return findings
        }
    }
}
