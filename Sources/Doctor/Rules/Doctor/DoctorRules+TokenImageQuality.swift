import Diagnostics

extension DoctorRules {
    public enum TokenImageQuality: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.token-image-quality", severity: .error,
            summary: "SelphIDConfigurationData.tokenImageQuality is a literal outside 0...1.",
            explanation: """
                What it checks: a numeric literal given to `tokenImageQuality` is between 0 and 1.

                Why it matters: "tokenImageQuality: Indicates the amount of quality wanted in \
                the tokenized images. Value between 0 and 1." A percentage (75) or a negative \
                value is not a quality the SDK can use.

                Fix: write the fraction (0.75, not 75).
                """,
            nonTriggeringExamples: [X.selphID(), X.selphID(["tokenImageQuality": "conf.tokenImageQuality = 1"])],
            triggeringExamples: [
                X.selphID(["tokenImageQuality": "conf.tokenImageQuality = ↓75"]),
                X.selphID(["tokenImageQuality": "conf.tokenImageQuality = ↓-0.5"]),
            ])

        static func visit(selphID configuration: SelphIDConfiguration, _ sink: DiagnosticSink) {
            guard case .number(let quality, let token)? = configuration.settings.properties["tokenImageQuality"],
                !(0...1).contains(quality)
            else { return }
            sink.report(
                description, at: configuration.location(of: token),
                "tokenImageQuality \(quality.asWritten) is outside 0...1: "
                    + "the quality of the tokenized images is a fraction between 0 and 1")
        }
    }
}

extension Double {
    /// `1.5`, `2` (no trailing `.0`), as the user would have written it.
    fileprivate var asWritten: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
