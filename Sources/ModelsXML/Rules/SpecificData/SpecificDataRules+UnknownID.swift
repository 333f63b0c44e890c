import Diagnostics

extension SpecificDataRules {
    public enum UnknownID: Rule, SpecificDataRule {
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
                    models, settings: [.specificData("FR|")], arguments: ["{input}"],
                    expected: [Location(file: "specificData", line: 1, column: 1)]),
            ])

        package static func visitParsed(
            _ string: SpecificDataString, _ data: SpecificData, into diagnostics: inout [Diagnostic]
        ) {
            diagnostics += findings(data, models: string.models, at: string.at)
        }

        /// Each country and version `data` names that `models` lacks (nothing without models).
        static func findings(_ data: SpecificData, models: ModelIndex?, at: (Int?) -> Location) -> [Diagnostic] {
            guard let models, !models.isEmpty else { return [] }
            var diagnostics: [Diagnostic] = []
            for entry in data.entries {
                guard let country = models.countries[entry.country.text] else {
                    let byISO = models.country(entry.country.text)?.id
                    let suggestion = byISO ?? Suggestions.closest(to: entry.country.text, in: models.countryOrder)
                    diagnostics.append(
                        Diagnostic(
                            description, at: at(entry.country.column),
                            "country '\(entry.country.text)' is no DocumentID id of the models\(Suggestions.didYouMean(suggestion))",
                            suggestion: suggestion))
                    continue
                }
                for item in entry.items ?? [] {
                    if country.versions.contains(item.version.text) || country.otherNames.contains(item.version.text) {
                        continue
                    }
                    let elsewhere = models.countryOrder.first {
                        models.countries[$0]!.versions.contains(item.version.text)
                    }
                    let suggestion = Suggestions.closest(to: item.version.text, in: country.versions)
                    let hint = elsewhere.map { " (it is a version of '\($0)')" } ?? ""
                    diagnostics.append(
                        Diagnostic(
                            description, at: at(item.version.column),
                            "version '\(item.version.text)' is no Version id of DocumentID '\(country.id)'\(hint)\(Suggestions.didYouMean(suggestion))",
                            suggestion: suggestion))
                }
            }
            return diagnostics
        }
    }
}
