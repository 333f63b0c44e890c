import Diagnostics

extension LottieRules {
    public enum Expression: Rule, LottieRule {
        public static let description = RuleDescription(
            id: "lottie.expression", severity: .warning,
            summary: "A Lottie property carries an expression (code some players run).",
            explanation: """
                What it checks: no animatable property has an After Effects expression (a \
                string `x` beside its `k`). Each property is named by its JSON path \
                (`layers[0].ks.o`).

                Why it matters: lottie-web evaluates expressions as JavaScript, while \
                lottie-ios and lottie-android ignore them: the animation moves differently on \
                each platform, and code in a resource file is code nobody reviewed.

                Fix: bake the expression into keyframes before export (Bodymovin: "Convert \
                expressions to keyframes"), or remove it.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"a": 0, "k": 100}}}"#
                    ]), command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(layers: [
                        #"  {"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {"o": {"a": 0, "k": 100, "x": ↓"var $bm_rt = time * 10;"}}}"#
                    ]), command: "lottie")
            ])

        static func visit(document root: JSONNode, _ context: LottieContext) {
            // Expressions are rare: a first walk that keeps no paths finds whether there are
            // any; only then does the walk that names them run.
            guard hasExpressions(root) else { return }
            JSONObjectWalk.forEachObject(root) { members, path in
                guard let expression = Self.expression(in: members) else { return }
                let propertyPath = path()
                context.findings.report(
                    description, at: expression, propertyPath.key("x"),
                    "property \(propertyPath) has an expression: some players run it as code, others ignore it; bake it into keyframes"
                )
            }
        }

        /// A property object: it has `k` or `a`, and a string `x` is its expression.
        static func expression(in members: [JSONMember]) -> JSONNode? {
            var expression: JSONNode?
            var isProperty = false
            for member in members {
                switch member.key {
                case "x" where member.value.string != nil: expression = member.value
                case "k", "a": isProperty = true
                default: break
                }
            }
            return isProperty ? expression : nil
        }

        /// Whether any property has an expression.
        static func hasExpressions(_ root: JSONNode) -> Bool {
            var pending: [JSONNode] = [root]
            while let node = pending.popLast() {
                // Looking `x` up first spares building the members of every other object.
                if node["x"] != nil, let members = node.members, expression(in: members) != nil { return true }
                for child in node.children where child.isContainer { pending.append(child) }
            }
            return false
        }
    }
}
