import Diagnostics

extension AnimationNameRules {
    public enum WrongCase: Rule {
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
    }
}
