import Diagnostics

extension LottieRules {
    public enum DefaultAnimation: Rule {
        public static let description = RuleDescription(
            id: "lottie.default-animation", severity: .note,
            summary: "A catalog animation the app does not override (the SDK's own plays).",
            explanation: """
                What it checks: in an app resources folder that overrides some of the SDK's \
                animations, each catalog animation it does not override is listed, at the \
                path the override would have.

                Why it matters: a partial set of overrides mixes the app's look with the \
                SDK's; often an override was forgotten or misnamed.

                Fix: nothing, if the SDK's animation is wanted; otherwise add the file with \
                exactly that name.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    [
                        "selphid_anim_tip_id_male.json": LottieExample.valid,
                        "selphid_anim_tuto_id_1.json": LottieExample.valid, "catalog.json": catalog,
                    ],
                    command: "lottie", settings: [.animationCatalog(file: "catalog.json")], arguments: ["{input}"])
            ],
            triggeringExamples: [
                RuleExample(
                    ["selphid_anim_tip_id_male.json": LottieExample.valid, "catalog.json": catalog],
                    command: "lottie", settings: [.animationCatalog(file: "catalog.json")], arguments: ["{input}"],
                    expected: [Location(file: "selphid_anim_tuto_id_1.json")])
            ])

        /// The catalog's `file` has no override in the app's folder.
        static func report(_ file: String, at location: Location, _ sink: DiagnosticSink) {
            sink.report(description, at: location, "'\(file)' is not overridden: the SDK plays its built-in animation")
        }
    }
}
