import Diagnostics

extension DoctorRules {
    public enum LocationUsageDescription: Rule, UsageDescriptionRule {
        public static let description = RuleDescription(
            id: "doctor.location-usage-description", severity: .error,
            summary: "An app that asks for the location has no NSLocationWhenInUseUsageDescription.",
            explanation: """
                What it checks: a target that uses Identia Flow, or Core Location in its Swift \
                code (`CLLocationManager`, `CLLocationUpdate`, `CLServiceSession`, `CLMonitor`), \
                has `NSLocationWhenInUseUsageDescription` in its Info.plist (or build settings). \
                The message names the SDK or the Swift file and line.

                Why it matters: the Identia Flow guide: "Asegúrese de configurar su Info.plist \
                para solicitar acceso a la cámara del dispositivo y geolocalización." Without a \
                usage description iOS refuses the request for the location at once, without \
                asking the user (Apple: "If that key isn't present, the authorization request \
                fails immediately"): the location is never given.

                Fix: add `NSLocationWhenInUseUsageDescription` with a sentence saying why.
                """,
            nonTriggeringExamples: [X.example(X.app()), X.selphID()],
            triggeringExamples: [
                X.example(X.app(info: X.info(removing: ["NSLocationWhenInUseUsageDescription"], dictMark: true))),
                X.permissionApp(X.coreLocationSource, info: [], infoMark: "dict"),
            ])

        static let key = "NSLocationWhenInUseUsageDescription"
        static let permission = Permission.location
        static let consequence = "iOS refuses the location request at once, without asking the user"
    }
}
