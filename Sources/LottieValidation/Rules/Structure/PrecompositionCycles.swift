import Diagnostics

/// A precomposition layer's `refId`: composition `from` (nil: the root) includes asset `to`.
struct PrecompositionReference {
    var from: String?
    var to: String
    var node: JSONNode
    var path: JSONPath
}

/// Precompositions that include themselves, directly or through others: players recurse
/// until they run out of stack, or show nothing.
struct PrecompositionCycles {
    let findings: LottieFindings

    func report(_ references: [PrecompositionReference], precompositions: Set<String>) {
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
                        StructureRules.RecursivePrecomposition.description, at: edge.node, edge.path,
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
