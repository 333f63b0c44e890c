import Diagnostics

extension SafetyRules {
    public enum Expression: Rule {
        public static let description = RuleDescription(
            id: "lottie.expression", severity: .warning,
            summary: "A Lottie property carries an expression (code some players run).",
            explanation: """
                What it checks: no animatable property has an After Effects expression (a \
                string `x` beside its `k`). Each property is named by its JSON path \
                (`layers[0].ks.o`).

                Why it matters: lottie-web evaluates expressions as JavaScript, while \
                lottie-ios and lottie-android ignore them: the animation moves differently on \
                each platform, and code in a resource file is code nobody reviewed.

                Fix: bake the expression into keyframes before export (Bodymovin: "Convert \
                expressions to keyframes"), or remove it.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"a": 0, "k": 100}}}"#
                    ]), command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"a": 0, "k": 100, "x": ↓"var $bm_rt = time * 10;"}}}"#
                    ]), command: "lottie")
            ])
    }
}
