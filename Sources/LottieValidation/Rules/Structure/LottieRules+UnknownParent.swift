import Diagnostics

extension LottieRules {
    public enum UnknownParent: Rule, LottieRule {
        public static let description = RuleDescription(
            id: "lottie.unknown-parent", severity: .error,
            summary: "A layer's parent names no layer of its composition.",
            explanation: """
                What it checks: a layer's `parent` is the `ind` of a layer in the same \
                composition.

                \(why)a layer whose parent does not exist is drawn without the parent's \
                transform (in the wrong place) or not at all, depending on the player.

                Fix: point `parent` at an existing layer's `ind`, or remove it.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [LottieExample.nullLayer(1), LottieExample.nullLayer(2, parent: 1)]
                    ), command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        LottieExample.nullLayer(1),
                        #"  {"ty": 3, "ind": 2, "ip": 0, "op": 60, "ks": {}, "parent": ↓7}"#,
                    ]), command: "lottie")
            ])

        static func visit(layer: LottieLayer, _ context: LottieContext) {
            guard let parentNode = layer.node["parent"], let parent = parentNode.number,
                parent.rounded() != parent || layer.indices[Int(parent)] == nil
            else { return }
            context.findings.report(
                description, at: parentNode, layer.path.key("parent"),
                "layer \(layer.path)\(layer.name) names parent \(JSONNode.format(parent)), but no layer of this composition has 'ind' \(JSONNode.format(parent))"
            )
        }
    }
}
