import Diagnostics

extension DoctorRules {
    public enum EnabledCountries: Rule {
        public static let description = RuleDescription(
            id: "doctor.enabled-countries", severity: .error,
            summary: "SelphIDConfigurationData.enabledCountries holds a code that is not ISO 3166-1 alpha-2.",
            explanation: """
                What it checks: each string literal of an `enabledCountries` array literal is an \
                ISO2 country code (`ES`, `PE`); an alpha-3 code gets its alpha-2 suggested.

                Why it matters: "enabledCountries: List of countries in ISO2 that will appear in \
                the selector. If its value is null or does not contain valid values, all those \
                available by the SDK will be shown." An `ESP` is dropped without a word, and a \
                list of only such codes shows every country.

                Fix: use the two-letter codes.
                """,
            nonTriggeringExamples: [X.selphID()],
            triggeringExamples: [X.selphID(["enabledCountries": "conf.enabledCountries = [\"ES\", ↓\"PER\"]"])])
    }
}
