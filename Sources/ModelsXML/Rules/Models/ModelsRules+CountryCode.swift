import Diagnostics

extension ModelsRules {
    public enum CountryCode: Rule {
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
    }
}
