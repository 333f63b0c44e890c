import Diagnostics

/// Every object of a document, in document order, each with its JSON path built only when
/// asked for. The walk is iterative, so any depth of nesting is fine, and keeps paths as a
/// flat table of (parent, step) rows, so it allocates no path until a visitor asks.
enum JSONObjectWalk {
    static func forEachObject(_ root: JSONNode, _ visit: (_ members: [JSONMember], _ path: () -> JSONPath) -> Void) {
        var steps: [(parent: Int, key: String?, index: Int)] = []
        var pending: [(node: JSONNode, step: Int)] = [(root, -1)]
        func path(_ step: Int) -> JSONPath {
            var chain: [Int] = []
            var current = step
            while current >= 0 {
                chain.append(current)
                current = steps[current].parent
            }
            var path = JSONPath.root
            for row in chain.reversed() {
                path = steps[row].key.map { path.key($0) } ?? path.index(steps[row].index)
            }
            return path
        }
        while let (node, step) = pending.popLast() {
            switch node.value {
            case .object(let members):
                visit(members) { path(step) }
                // Pushed in reverse, so objects come out in document order.
                for member in members.reversed() where member.value.isContainer {
                    steps.append((step, member.key, 0))
                    pending.append((member.value, steps.count - 1))
                }
            case .array(let items):
                for index in items.indices.reversed() where items[index].isContainer {
                    steps.append((step, nil, index))
                    pending.append((items[index], steps.count - 1))
                }
            default:
                break
            }
        }
    }
}
