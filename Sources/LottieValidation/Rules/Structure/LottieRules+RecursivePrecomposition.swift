import Diagnostics

extension LottieRules {
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

        /// Precompositions that include themselves, directly or through others: players
        /// recurse until they run out of stack, or show nothing. Each loop is reported once.
        static func report(
            _ references: [PrecompositionReference], precompositions: Set<String>, _ findings: LottieFindings
        ) {
            var edges: [String: [PrecompositionReference]] = [:]
            for reference in references where reference.from != nil && precompositions.contains(reference.to) {
                edges[reference.from!, default: []].append(reference)
            }
            enum Mark { case active, done }
            var marks: [String: Mark] = [:]
            // Iterative depth-first search: a chain of thousands of precompositions must not
            // exhaust the stack. Each frame is a composition and the next edge to follow.
            for start in edges.keys.sorted() where marks[start] == nil {
                var stack: [(id: String, next: Int)] = [(start, 0)]
                marks[start] = .active
                while let top = stack.last {
                    let outgoing = edges[top.id] ?? []
                    guard top.next < outgoing.count else {
                        marks[top.id] = .done
                        stack.removeLast()
                        continue
                    }
                    stack[stack.count - 1].next += 1
                    let edge = outgoing[top.next]
                    switch marks[edge.to] {
                    case .active:
                        let cycle = stack.map(\.id).drop { $0 != edge.to } + [edge.to]
                        findings.report(
                            description, at: edge.node, edge.path,
                            "precomposition '\(edge.to)' includes itself (\(cycle.joined(separator: " → "))): players recurse without end or show nothing"
                        )
                    case .done:
                        break
                    case nil:
                        marks[edge.to] = .active
                        stack.append((edge.to, 0))
                    }
                }
            }
        }
    }
}
