import Diagnostics

extension LottieRules {
    public enum InvalidFrameRate: Rule, LottieRule {
        public static let description = RuleDescription(
            id: "lottie.invalid-frame-rate", severity: .error,
            summary: "A Lottie animation's frame rate fr is 0 or negative.",
            explanation: """
                What it checks: `fr` is above 0.

                \(why)with a frame rate of 0 the animation never advances past its first frame \
                (or divides by zero), so the tutorial shows a still or nothing.

                Fix: set `fr` to the rate it was designed at (24, 25, 30 or 60).
                """,
            nonTriggeringExamples: [RuleExample("anim.json", LottieExample.valid, command: "lottie")],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    #"{"v": "5.7.4", "fr": ↓0, "ip": 0, "op": 60, "w": 100, "h": 100, "layers": []}"# + "\n",
                    command: "lottie")
            ])

        static func visit(document root: JSONNode, _ context: LottieContext) {
            guard let fr = root["fr"], let rate = fr.number, rate <= 0 else { return }
            context.findings.report(
                description, at: fr, JSONPath.root.key("fr"),
                "frame rate 'fr' is \(JSONNode.format(rate)): it must be above 0, or the animation never advances")
        }
    }
}
