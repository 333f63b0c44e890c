import Diagnostics

extension LottieRules {
    public enum AnimationNameCase: Rule {
        public static let description = RuleDescription(
            id: "lottie.animation-name-case", severity: .error,
            summary: "An app animation's name differs from the catalog's only in case or extension.",
            explanation: """
                What it checks: an override named like a catalog animation but in another \
                case (`Selphid_Anim_Tip_Id_Male.json`) or with another extension (`.JSON`, \
                `.lottie`, `.json.json`).

                Why it matters: the simulator's file system ignores case, the device's does \
                not: the animation shows in testing and silently falls back to the SDK's own \
                on users' phones. Another extension is never loaded at all.

                Fix: rename the file exactly as the catalog names it, with `.json`.
                """,
            nonTriggeringExamples: [
                RuleExample("selphid_anim_tip_id_male.json", LottieExample.valid, command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "Selphid_Anim_Tip_Id_Male.json", LottieExample.valid, command: "lottie",
                    expected: [Location(file: "Selphid_Anim_Tip_Id_Male.json")]),
                RuleExample(
                    "selphid_anim_tuto_id_1.JSON", LottieExample.valid, command: "lottie",
                    expected: [Location(file: "selphid_anim_tuto_id_1.JSON")]),
            ])

        /// `name` (`stem`.`fileExtension`) is the catalog's `catalogName` in another case or
        /// with another extension.
        static func report(
            _ name: String, stem: String, fileExtension: String, catalogName: String, catalogExtension: String,
            at location: Location, _ sink: DiagnosticSink
        ) {
            let expected = catalogName + "." + catalogExtension
            let message =
                catalogName == stem
                ? "'\(name)' has the extension '.\(fileExtension)': the SDK loads exactly '\(expected)' and never this file"
                : "'\(name)' differs in case from '\(expected)', the name the SDK loads: found on the simulator, ignored on devices"
            sink.report(description, at: location, message, suggestion: expected)
        }
    }
}
