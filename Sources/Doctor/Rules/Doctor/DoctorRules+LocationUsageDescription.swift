import Diagnostics

extension DoctorRules {
    public enum LocationUsageDescription: Rule, UsageDescriptionRule {
        public static let description = RuleDescription(
            id: "doctor.location-usage-description", severity: .error,
            summary: "An app that uses Identia Flow has no NSLocationWhenInUseUsageDescription.",
            explanation: """
                What it checks: a target that uses Identia Flow has \
                `NSLocationWhenInUseUsageDescription` in its Info.plist (or build settings).

                Why it matters: the Identia Flow guide: "Asegúrese de configurar su Info.plist \
                para solicitar acceso a la cámara del dispositivo y geolocalización." Without a \
                usage description iOS kills the app when the location is asked for.

                Fix: add `NSLocationWhenInUseUsageDescription` with a sentence saying why.
                """,
            nonTriggeringExamples: [X.example(X.app()), X.selphID()],
            triggeringExamples: [
                X.example(X.app(info: X.info(removing: ["NSLocationWhenInUseUsageDescription"], dictMark: true)))
            ])

        static let key = "NSLocationWhenInUseUsageDescription"
        static func need(of target: DoctorTarget) -> String? { target.usesIdentiaFlow ? "uses Identia Flow" : nil }
        static let consequence = "iOS kills the app when the SDK asks for the location"
    }
}
