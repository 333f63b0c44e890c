import Diagnostics
import ModelsXML

extension DoctorRules {
    public enum EnabledCountries: Rule, DoctorRule {
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

        static func visit(selphID configuration: SelphIDConfiguration, _ sink: DiagnosticSink) {
            guard case .strings(let tokens)? = configuration.settings.properties["enabledCountries"] else { return }
            for token in tokens {
                guard let code = token.literal?.value, !CountryCodes.isAssignedAlpha2(code) else { continue }
                let upper = code.uppercased()
                let suggestion =
                    CountryCodes.alpha2(forAlpha3: upper)
                    ?? (CountryCodes.isAssignedAlpha2(upper) ? upper : nil)
                sink.report(
                    description, at: configuration.location(of: token),
                    "enabledCountries \"\(DoctorText.shown(code))\" is no ISO 3166-1 alpha-2 code: "
                        + "the selector drops it (and shows every country when none is valid)"
                        + Suggestions.didYouMean(suggestion), suggestion: suggestion)
            }
        }
    }
}
