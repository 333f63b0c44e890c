import Diagnostics

extension StructureRules {
    public enum RecursivePrecomposition: Rule {
        public static let description = RuleDescription(
            id: "lottie.recursive-precomposition", severity: .error,
            summary: "A precomposition includes itself, directly or through others.",
            explanation: """
                What it checks: following precomposition layers (`ty` 0) from asset to asset \
                never comes back to an asset already on the way. Reported at the `refId` that \
                closes the loop.

                \(why)players expand precompositions recursively: a loop exhausts the stack \
                (a crash in the app) or is cut and shows nothing.

                Fix: break the loop: a precomposition cannot contain itself.
                """,
            nonTriggeringExamples: [
                precompositionLayer(#""comp_0""#)
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [#"  {"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": "a"}"#],
                        extra: "\n\"assets\": [\n"
                            + #"  {"id": "a", "layers": [{"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": "b"}]},"#
                            + "\n"
                            + #"  {"id": "b", "layers": [{"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": ↓"a"}]}"#
                            + "\n],"), command: "lottie"),
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [LottieExample.nullLayer(1)],
                        extra: "\n\"assets\": [\n"
                            + #"  {"id": "self", "layers": [{"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": ↓"self"}]}"#
                            + "\n],"),
                    command: "lottie"),
            ])
    }
}
