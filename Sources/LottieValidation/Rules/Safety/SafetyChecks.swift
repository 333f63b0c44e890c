import Diagnostics

/// The safety rules: expressions (code some players run) and assets fetched from the network.
struct SafetyChecks {
    let findings: LottieFindings

    /// Returns the deepest nesting of the document (the expression walk measures it).
    @discardableResult
    func run(_ root: JSONNode) -> Int {
        reportRemoteAssets(root)
        // Expressions are rare: a first walk that keeps no paths finds whether there are
        // any (and measures the depth); only then does the walk that names them run.
        let (hasExpressions, depth) = scanExpressions(root)
        if hasExpressions { reportExpressions(root) }
        return depth
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

    /// Whether any property has an expression, and the deepest nesting.
    func scanExpressions(_ root: JSONNode) -> (Bool, Int) {
        var pending: [(node: JSONNode, depth: Int)] = [(root, 1)]
        var deepest = 0
        var found = false
        while let (node, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            // Looking `x` up first spares building the members of every other object.
            if !found, node["x"] != nil, let members = node.members, Self.expression(in: members) != nil {
                found = true
            }
            for child in node.children where child.isContainer { pending.append((child, depth + 1)) }
        }
        return (found, deepest)
    }

    /// A property object (it has `k` or `a`) with a string `x` carries an After Effects
    /// expression. The walk is iterative, so any depth of nesting is fine, and keeps paths
    /// as a flat table of (parent, step) rows, so it allocates no path until it reports.
    func reportExpressions(_ root: JSONNode) {
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
                if let expression = Self.expression(in: members) {
                    let propertyPath = path(step)
                    findings.report(
                        SafetyRules.Expression.description, at: expression, propertyPath.key("x"),
                        "property \(propertyPath) has an expression: some players run it as code, others ignore it; bake it into keyframes"
                    )
                }
                // Pushed in reverse, so findings come out in document order.
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

    private func reportRemoteAssets(_ root: JSONNode) {
        let assetsPath = JSONPath.root.key("assets")
        for (index, asset) in (root["assets"]?.array ?? []).enumerated() where asset["layers"] == nil {
            let folder = asset["u"]
            let name = asset["p"]
            for (key, node) in [("u", folder), ("p", name)] {
                guard let node, let url = node.string, RemoteURL.isRemote(url) else { continue }
                let full = key == "u" ? url + (name?.string ?? "") : url
                findings.report(
                    SafetyRules.RemoteAsset.description, at: node, assetsPath.index(index).key(key),
                    "image asset loads '\(full)' from the network: it is missing offline and can change after review")
                break
            }
        }
        let fontsPath = JSONPath.root.key("fonts").key("list")
        for (index, font) in (root["fonts"]?["list"]?.array ?? []).enumerated() {
            guard let node = font["fPath"], let url = node.string, RemoteURL.isRemote(url) else { continue }
            findings.report(
                SafetyRules.RemoteAsset.description, at: node, fontsPath.index(index).key("fPath"),
                "font '\(font["fName"]?.string ?? "?")' loads '\(url)' from the network: it is missing offline and can change after review"
            )
        }
    }
}
