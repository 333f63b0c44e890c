import Diagnostics

extension LottieRules {
    public enum SpecRequired: Rule, SpecRule {
        public static let description = RuleDescription(
            id: "lottie.spec-required", severity: .error,
            summary: "An object lacks a property lottie-spec 1.0 requires (--strict).",
            explanation: """
                What it checks: \(specWhat) Each object (layer, shape, property, keyframe, asset) \
                has the properties the schema requires; reported at the object. Every keyframe \
                needs its value in `s`, the last one too: older Bodymovin exports end an \
                animated property with `{"t": 87}`, which lottie-spec 1.0 rejects. A property \
                without `a` (static 0, animated 1; old exporters left it out) is one finding \
                that says what its `k` is: a list of keyframes needs `"a": 1`, a static value \
                `"a": 0`; its `k` is then checked as that form. The message names the layer or \
                shape the object is in and the branch its `ty` selects, where the schema's own \
                report may blame another one.

                \(specWhy)

                Fix: export with a current Bodymovin or LottieFiles, or add the property (the \
                `a` the message names).
                """,
            nonTriggeringExamples: [
                RuleExample("anim.json", LottieExample.valid, command: "lottie", settings: [.lottieConformance]),
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "#
                            + #""ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 60, "s": [100]}]}}}"#
                    ]), command: "lottie", settings: [.lottieConformance]),
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [#"  ↓{"ty": 4, "ind": 1, "ip": 0, "op": 60, "ks": {}}"#]),
                    command: "lottie", settings: [.lottieConformance]),
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "#
                            + #""ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0]}, ↓{"t": 60}]}}}"#
                    ]), command: "lottie", settings: [.lottieConformance]),
            ])

        /// The schema mirror's issues where a property the schema requires is missing.
        static let issueKind = SpecIssue.Kind.required
    }
}
