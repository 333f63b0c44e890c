import Diagnostics

/// The safety rules: expressions (code some players run) and assets fetched from the network.
struct SafetyChecks {
    let findings: LottieFindings

    func run(_ root: JSONNode) {
        reportExpressions(root)
        reportRemoteAssets(root)
    }

    /// A property object (it has `k` or `a`) with a string `x` carries an After Effects
    /// expression. The walk is iterative: any depth of nesting is fine.
    private func reportExpressions(_ root: JSONNode) {
        var pending: [(JSONNode, JSONPath)] = [(root, .root)]
        while let (node, path) = pending.popLast() {
            switch node.value {
            case .object(let members):
                var expression: JSONMember?
                var isProperty = false
                for member in members {
                    switch member.key {
                    case "x" where member.value.string != nil: expression = member
                    case "k", "a": isProperty = true
                    default: break
                    }
                }
                if isProperty, let expression {
                    findings.report(SafetyRules.Expression.description, at: expression.value, path.key("x"),
                                    "property \(path) has an expression: some players run it as code, others ignore it; bake it into keyframes")
                }
                // Pushed in reverse so findings come out in document order.
                for member in members.reversed() where member.value.isContainer {
                    pending.append((member.value, path.key(member.key)))
                }
            case .array(let items):
                for index in items.indices.reversed() where items[index].isContainer {
                    pending.append((items[index], path.index(index)))
                }
            default:
                break
            }
        }
    }

    private func reportRemoteAssets(_ root: JSONNode) {
        let assetsPath = JSONPath.root.key("assets")
        for (index, asset) in (root["assets"]?.array ?? []).enumerated() where asset["layers"] == nil {
            let folder = asset["u"], name = asset["p"]
            for (key, node) in [("u", folder), ("p", name)] {
                guard let node, let url = node.string, RemoteURL.isRemote(url) else { continue }
                let full = key == "u" ? url + (name?.string ?? "") : url
                findings.report(SafetyRules.RemoteAsset.description, at: node, assetsPath.index(index).key(key),
                                "image asset loads '\(full)' from the network: it is missing offline and can change after review")
                break
            }
        }
        let fontsPath = JSONPath.root.key("fonts").key("list")
        for (index, font) in (root["fonts"]?["list"]?.array ?? []).enumerated() {
            guard let node = font["fPath"], let url = node.string, RemoteURL.isRemote(url) else { continue }
            findings.report(SafetyRules.RemoteAsset.description, at: node, fontsPath.index(index).key("fPath"),
                            "font '\(font["fName"]?.string ?? "?")' loads '\(url)' from the network: it is missing offline and can change after review")
        }
    }
}

extension JSONNode {
    var isContainer: Bool {
        switch value {
        case .array, .object: true
        default: false
        }
    }
}
