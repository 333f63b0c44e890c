import Diagnostics

extension LottieRules {
    public enum EmptyTimeRange: Rule, LottieRule {
        public static let description = RuleDescription(
            id: "lottie.empty-time-range", severity: .error,
            summary: "An animation or a layer ends (op) no later than it starts (ip).",
            explanation: """
                What it checks: `op` is greater than `ip`, for the animation and for each layer.

                \(why)an animation with no frames shows nothing, and a layer with no frames is \
                never drawn.

                Fix: `op` is the frame after the last one: set it after `ip`.
                """,
            nonTriggeringExamples: [RuleExample("anim.json", LottieExample.valid, command: "lottie")],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    #"{"v": "5.7.4", "fr": 30, "ip": 60, "op": ↓60, "w": 100, "h": 100, "layers": []}"# + "\n",
                    command: "lottie"),
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [#"  {"ty": 3, "ind": 1, "ip": 30, "op": ↓10, "ks": {}}"#]),
                    command: "lottie"),
            ])

        static func visit(document root: JSONNode, _ context: LottieContext) {
            guard let ip = root["ip"]?.number, let opNode = root["op"], let op = opNode.number, ip >= op else { return }
            context.findings.report(
                description, at: opNode, JSONPath.root.key("op"),
                "'op' (\(JSONNode.format(op))) is not after 'ip' (\(JSONNode.format(ip))): the animation has no frame to show"
            )
        }

        static func visit(layer: LottieLayer, _ context: LottieContext) {
            let node = layer.node
            guard let ip = node["ip"]?.number, let opNode = node["op"], let op = opNode.number, ip >= op else { return }
            context.findings.report(
                description, at: opNode, layer.path.key("op"),
                "layer \(layer.path)\(layer.name): 'op' (\(JSONNode.format(op))) is not after 'ip' (\(JSONNode.format(ip))): it is never visible"
            )
        }
    }
}
