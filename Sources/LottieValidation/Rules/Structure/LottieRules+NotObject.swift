import Diagnostics

extension LottieRules {
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

        /// Whether the top-level value is an object; else the finding, and no other check runs.
        static func check(_ root: JSONNode, _ findings: LottieFindings) -> Bool {
            guard !root.isObject else { return true }
            findings.report(
                description, at: root, .root,
                "the animation is \(article(root.kindName)), not an object: players show an empty frame")
            return false
        }
    }
}
