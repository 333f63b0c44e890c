import Diagnostics

extension LottieRules {
    public enum WrongType: Rule, LottieRule {
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

        static func visit(document root: JSONNode, _ context: LottieContext) {
            for (key, kind, what) in MissingProperty.required {
                guard let value = root[key], value.kindName != kind else { continue }
                context.findings.report(
                    description, at: value, JSONPath.root.key(key),
                    "'\(key)' (\(what)) is \(article(value.kindName)), not \(article(kind))")
            }
        }

        static func visit(layer: LottieLayer, _ context: LottieContext) {
            guard !layer.node.isObject else { return }
            context.findings.report(
                description, at: layer.node, layer.path,
                "layer \(layer.path) is \(article(layer.node.kindName)), not an object")
        }
    }
}
