import Diagnostics

extension LottieRules {
    public enum SpecType: Rule, SpecRule {
        public static let description = RuleDescription(
            id: "lottie.spec-type", severity: .error,
            summary: "A value has a JSON type lottie-spec 1.0 does not allow (--strict).",
            explanation: """
                What it checks: \(specWhat) Each value has the type the schema gives it: numbers, \
                integers, strings, booleans, arrays, objects.

                \(specWhy)

                Fix: write the value with its type (`100`, not `"100"`).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"a": 0, "k": 100}}}"#
                    ]),
                    command: "lottie", settings: [.lottieConformance])
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"a": 0, "k": ↓"100"}}}"#
                    ]),
                    command: "lottie", settings: [.lottieConformance])
            ])

        /// The schema mirror's issues where a value has a type the schema does not allow.
        static let issueKind = SpecIssue.Kind.type
    }
}
