import Diagnostics

extension StructureRules {
    public enum NotObject: Rule {
        public static let description = RuleDescription(
            id: "lottie.not-object", severity: .error,
            summary: "A Lottie file's JSON is not an object.",
            explanation: """
                What it checks: the top-level JSON value of an animation is an object.

                \(why)an array or a string is not an animation: the player shows nothing.

                Fix: the file probably holds something else (a list exported by a script); \
                replace it with the animation's JSON.
                """,
            nonTriggeringExamples: [
                RuleExample("anim.json", LottieExample.valid, command: "lottie", arguments: ["{input}/anim.json"])
            ],
            triggeringExamples: [
                RuleExample("anim.json", "↓[1, 2, 3]\n", command: "lottie", arguments: ["{input}/anim.json"])
            ])
    }
}
