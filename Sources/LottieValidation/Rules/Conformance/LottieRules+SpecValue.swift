import Diagnostics

extension LottieRules {
    public enum SpecValue: Rule, SpecRule {
        public static let description = RuleDescription(
            id: "lottie.spec-value", severity: .error,
            summary: "A value is outside what lottie-spec 1.0 allows (--strict).",
            explanation: """
                What it checks: \(specWhat) Each value is in its allowed set or range: enumerations \
                (blend, matte and mask modes, line caps...), colours in 0...1, `#RRGGBB` solid \
                colours, `a` 0 or 1 (and the one its `k` needs: `"a": 0` over a list of keyframes \
                is one finding at `a`), and exactly one of the forms a `oneOf` offers. The \
                schema's conditional rule on image assets: an embedded one (`e` 1) has a data \
                URL in `p` (`data:image/png;base64,...`), not a file name.

                \(specWhy)

                Fix: use a value the specification lists (the message names them).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        ##"  {"ty": 1, "ind": 1, "ip": 0, "op": 60, "ks": {}, "sw": 10, "sh": 10, "sc": "#FF00AA"}"##
                    ]),
                    command: "lottie", settings: [.lottieConformance]),
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [LottieExample.nullLayer(1)],
                        extra: "\n"
                            + #""assets": [{"id": "dog", "w": 1, "h": 1, "p": "data:image/png;base64,iVBORw0KGgo=", "e": 1}],"#
                    ),
                    command: "lottie", settings: [.lottieConformance]),
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 1, "ind": 1, "ip": 0, "op": 60, "ks": {}, "sw": 10, "sh": 10, "sc": ↓"red"}"#
                    ]),
                    command: "lottie", settings: [.lottieConformance]),
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [LottieExample.nullLayer(1)],
                        extra: "\n" + #""assets": [{"id": "dog", "w": 1, "h": 1, "u": "", "p": ↓"dog.png", "e": 1}],"#),
                    command: "lottie", settings: [.lottieConformance]),
            ])

        /// The schema mirror's issues where a value is outside the schema's set or range.
        static let issueKind = SpecIssue.Kind.value
    }
}
