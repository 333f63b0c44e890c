import Diagnostics

extension StructureRules {
    public enum WrongType: Rule {
        public static let description = RuleDescription(
            id: "lottie.wrong-type", severity: .error,
            summary: "A top-level Lottie property, or a layer, has the wrong JSON type.",
            explanation: """
                What it checks: `v` is a string; `fr`, `ip`, `op`, `w` and `h` are numbers; \
                `layers` is an array of objects.

                \(why)players decode these with fixed types, and a number written as a string \
                ("30") makes the whole animation fail to load.

                Fix: write numbers without quotes, and `layers` as an array of layer objects.
                """,
            nonTriggeringExamples: [RuleExample("anim.json", LottieExample.valid, command: "lottie")],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    #"{"v": "5.7.4", "fr": ↓"30", "ip": 0, "op": 60, "w": 100, "h": 100, "layers": []}"# + "\n",
                    command: "lottie"),
                RuleExample("anim.json", LottieExample.animation(layers: ["  ↓42"]), command: "lottie"),
            ])
    }
}
