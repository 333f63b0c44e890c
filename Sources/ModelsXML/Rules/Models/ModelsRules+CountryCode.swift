import Diagnostics

extension ModelsRules {
    public enum CountryCode: Rule, ModelRule {
        public static let description = RuleDescription(
            id: "models.country-code", severity: .error,
            summary: "A DocumentID's id or iso is not an ISO 3166-1 code, or the two name different countries.",
            explanation: """
                What it checks: DocumentID `id` is an ISO 3166-1 alpha-2 code and `iso` the \
                alpha-3 code of the same country (ES/ESP); `000`/`000` is the generic model. An id \
                equal to its alpha-3 iso (`USA`/`USA`) is accepted, as are ICAO's codes (XXX, \
                GBD...) and UK, XK.

                Why it matters: the SDK matches the issuing country read from the document against \
                these codes and specificData names them; a wrong code is a model that never matches.

                Fix: use the matching pair (the suggestion is the alpha-3 code of the id).
                """,
            nonTriggeringExamples: [
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\"", id: "id=\"000\" iso=\"000\""),
                version("id=\"V1\" type=\"TD1\" document_type=\"DLI\"", id: "id=\"USA\" iso=\"USA\""),
            ],
            triggeringExamples: [
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\"", id: "id=\"ES\" ↓iso=\"FRA\""),
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\"", id: "↓id=\"SP\" iso=\"ESP\""),
            ])

        package static func visitDocument(_ document: DocumentNode, into findings: inout [ModelFinding]) {
            findings += Self.findings(document)
        }

        static func findings(_ document: DocumentNode) -> [ModelFinding] {
            guard let id = document.id, let iso = document.iso else { return [] }
            let rule = description
            var findings: [ModelFinding] = []
            let isoKnown = iso.value == CountryCodes.generic || CountryCodes.alpha3.contains(iso.value)
            if !isoKnown {
                let suggestion =
                    CountryCodes.alpha2ToAlpha3[id.value]
                    ?? Suggestions.closest(to: iso.value, in: CountryCodes.alpha3, maxDistance: 1)
                findings.append(
                    ModelFinding(
                        rule, at: iso,
                        "iso '\(iso.value)' is not an ISO 3166-1 alpha-3 code (or 000 for generic)\(Suggestions.didYouMean(suggestion))",
                        suggestion: suggestion))
            }
            if id.value == CountryCodes.generic || iso.value == CountryCodes.generic {
                if id.value != iso.value {
                    findings.append(
                        ModelFinding(
                            rule, at: id.value == CountryCodes.generic ? iso : id,
                            "DocumentID id '\(id.value)' and iso '\(iso.value)' disagree: the generic models use 000 for both"
                        ))
                }
                return findings
            }
            // The USA models use the alpha-3 code as their id; accepted when it equals iso.
            if id.value == iso.value, CountryCodes.alpha3.contains(id.value) { return findings }
            guard let expected = CountryCodes.alpha2ToAlpha3[id.value] else {
                let byAlpha3 = CountryCodes.alpha2ToAlpha3.first { $0.value == iso.value }?.key
                let suggestion =
                    byAlpha3 ?? Suggestions.closest(to: id.value, in: CountryCodes.alpha2ToAlpha3.keys, maxDistance: 1)
                findings.append(
                    ModelFinding(
                        rule, at: id,
                        "DocumentID id '\(id.value)' is not an ISO 3166-1 alpha-2 code (or 000 for generic)\(Suggestions.didYouMean(suggestion))",
                        suggestion: suggestion))
                return findings
            }
            if isoKnown, expected != iso.value {
                findings.append(
                    ModelFinding(
                        rule, at: iso,
                        "iso '\(iso.value)' does not match DocumentID id '\(id.value)' (\(expected))\(Suggestions.didYouMean(expected))",
                        suggestion: expected))
            }
            return findings
        }
    }
}
