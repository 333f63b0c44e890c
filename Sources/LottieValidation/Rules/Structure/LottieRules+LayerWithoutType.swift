import Diagnostics

extension LottieRules {
    public enum LayerWithoutType: Rule, LottieRule {
        public static let description = RuleDescription(
            id: "lottie.layer-without-type", severity: .error,
            summary: "A Lottie layer has no ty (its kind).",
            explanation: """
                What it checks: every layer has `ty` (0 precomposition, 1 solid, 2 image, 3 \
                null, 4 shape, 5 text...).

                \(why)a layer without a kind cannot be drawn; some players skip it, others \
                reject the whole file.

                Fix: restore the layer's `ty`, or remove the layer.
                """,
            nonTriggeringExamples: [RuleExample("anim.json", LottieExample.valid, command: "lottie")],
            triggeringExamples: [
                RuleExample(
                    "anim.json", LottieExample.animation(layers: [#"  ↓{"ind": 1, "ip": 0, "op": 60, "ks": {}}"#]),
                    command: "lottie")
            ])

        static func visit(layer: LottieLayer, _ context: LottieContext) {
            guard layer.node.isObject, layer.node["ty"] == nil else { return }
            context.findings.report(
                description, at: layer.node, layer.path,
                "layer \(layer.path)\(layer.name) has no 'ty': players cannot tell what to draw and skip or reject it")
        }
    }
}
