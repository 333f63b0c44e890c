import Diagnostics

extension ModelsRules {
    public enum UnresolvedRule: Rule, ModelRule {
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

        /// Each DocumentRules.xml rule id, once the bundle has models to resolve it against.
        package static func visitModelSet(_ models: ModelSet, into diagnostics: inout [Diagnostic]) {
            guard !models.index.isEmpty else { return }
            for (path, rule) in models.rules {
                guard let id = rule[attribute: "id"],
                    let finding = finding(id, in: models.index, at: models.location(path, id.line, id.column))
                else { continue }
                diagnostics.append(finding)
            }
        }

        /// The finding of a DocumentRules.xml rule id (`COUNTRY|DOCUMENT`, at `id`) that names no
        /// model of `index`; nil when it resolves.
        public static func finding(_ id: XMLAttribute, in index: ModelIndex, at location: Location) -> Diagnostic? {
            guard let problem = problem(id.value, in: index) else { return nil }
            return Diagnostic(description, at: location, problem.text, suggestion: problem.suggestion)
        }

        private static func problem(_ id: String, in index: ModelIndex) -> (text: String, suggestion: String?)? {
            let parts = id.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let countryCode = parts[0]
            guard let country = index.country(countryCode) else {
                let suggestion = Suggestions.closest(to: countryCode, in: index.countryOrder)
                return (
                    "rule '\(id)' resolves to no document model: no DocumentID has id or iso '\(countryCode)'\(Suggestions.didYouMean(suggestion))",
                    suggestion
                )
            }
            guard parts.count == 2, !parts[1].isEmpty, parts[1] != "<ALL>" else { return nil }
            let document = parts[1]
            if country.versions.contains(document) || country.otherNames.contains(document) { return nil }
            let suggestion = Suggestions.closest(to: document, in: country.versions + country.otherNames.sorted())
            return (
                "rule '\(id)' resolves to no document model: DocumentID '\(country.id)' has no Version, document_type or document_id '\(document)'\(Suggestions.didYouMean(suggestion))",
                suggestion
            )
        }
    }
}
