import Diagnostics

extension LottieRules {
    public enum DuplicateLayerIndex: Rule, LottieRule {
        public static let description = RuleDescription(
            id: "lottie.duplicate-layer-index", severity: .error,
            summary: "Two layers of one composition share an ind.",
            explanation: """
                What it checks: within each composition (the animation, and each \
                precomposition asset), no two layers have the same `ind`.

                \(why)parents and track mattes name layers by `ind`; with two candidates the \
                player picks one, and parts of the animation move with the wrong layer.

                Fix: give each layer its own `ind`, and update the `parent` values that name it.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [LottieExample.nullLayer(1), LottieExample.nullLayer(2)]),
                    command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        LottieExample.nullLayer(1), #"  {"ty": 3, "ind": ↓1, "ip": 0, "op": 60, "ks": {}}"#,
                    ]), command: "lottie")
            ])

        /// A layer whose `ind` an earlier layer of its composition already has.
        static func visit(layer: LottieLayer, _ context: LottieContext) {
            guard let indNode = layer.node["ind"], let ind = indNode.integer, let first = layer.indices[ind],
                first < layer.position
            else { return }
            context.findings.report(
                description, at: indNode, layer.path.key("ind"),
                "layer index \(ind) of \(layer.path)\(layer.name) is already used by \(layer.compositionPath.index(first)): parenting and mattes pick the wrong layer"
            )
        }
    }
}
