import Diagnostics

extension LottieRules {
    public enum InvalidSize: Rule, LottieRule {
        public static let description = RuleDescription(
            id: "lottie.invalid-size", severity: .error,
            summary: "A Lottie animation's width w or height h is 0 or negative.",
            explanation: """
                What it checks: `w` and `h` are above 0.

                \(why)players scale the composition into the view by its size; a zero size \
                draws nothing.

                Fix: set the composition size the animation was designed at.
                """,
            nonTriggeringExamples: [RuleExample("anim.json", LottieExample.valid, command: "lottie")],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    #"{"v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": ↓0, "h": ↓-5, "layers": []}"# + "\n",
                    command: "lottie")
            ])

        static func visit(document root: JSONNode, _ context: LottieContext) {
            for key in ["w", "h"] {
                guard let node = root[key], let size = node.number, size <= 0 else { continue }
                context.findings.report(
                    description, at: node, JSONPath.root.key(key),
                    "\(key == "w" ? "width" : "height") '\(key)' is \(JSONNode.format(size)): the animation has no area to draw in"
                )
            }
        }
    }
}
