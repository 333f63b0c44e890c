import Diagnostics

/// The structural rules: what a player needs to show anything at all.
struct StructureChecks {
    let findings: LottieFindings
    let fileExists: @Sendable (String) -> Bool

    func run(_ root: JSONNode) {
        checkTopLevel(root)
        let assets = root["assets"]?.array ?? []
        var assetIDs: [String: JSONNode] = [:]
        for asset in assets {
            if let id = asset["id"]?.string, assetIDs[id] == nil { assetIDs[id] = asset }
        }
        let fonts = Set((root["fonts"]?["list"]?.array ?? []).compactMap { $0["fName"]?.string })
        var compositions: [(owner: String?, layers: JSONNode, path: JSONPath)] = []
        if let layers = root["layers"], layers.isArray {
            compositions.append((nil, layers, JSONPath.root.key("layers")))
        }
        let assetsPath = JSONPath.root.key("assets")
        for (index, asset) in assets.enumerated() {
            let path = assetsPath.index(index)
            if let layers = asset["layers"], layers.isArray {
                compositions.append((asset["id"]?.string, layers, path.key("layers")))
            } else if asset.isObject {
                ImageAssetChecks(findings: findings, fileExists: fileExists).check(asset, path)
            }
        }
        var references: [PrecompositionReference] = []
        for composition in compositions {
            checkLayers(
                composition.layers, composition.path, owner: composition.owner, assetIDs: assetIDs, fonts: fonts,
                references: &references)
        }
        PrecompositionCycles(findings: findings).report(
            references, precompositions: Set(compositions.compactMap(\.owner)))
    }

    // MARK: top level

    private static let required: [(key: String, kind: String, what: String)] = [
        ("v", "string", "the Bodymovin version"),
        ("fr", "number", "the frame rate"),
        ("ip", "number", "the first frame"),
        ("op", "number", "the frame after the last"),
        ("w", "number", "the width"),
        ("h", "number", "the height"),
        ("layers", "array", "the layers"),
    ]

    private func checkTopLevel(_ root: JSONNode) {
        for (key, kind, what) in Self.required {
            guard let value = root[key] else {
                findings.report(
                    StructureRules.MissingProperty.description, at: root, .root,
                    "the animation has no '\(key)' (\(what)): players refuse to load it")
                continue
            }
            if value.kindName != kind {
                findings.report(
                    StructureRules.WrongType.description, at: value, JSONPath.root.key(key),
                    "'\(key)' (\(what)) is \(article(value.kindName)), not \(article(kind))")
            }
        }
        if let fr = root["fr"], let rate = fr.number, rate <= 0 {
            findings.report(
                StructureRules.InvalidFrameRate.description, at: fr, JSONPath.root.key("fr"),
                "frame rate 'fr' is \(JSONNode.format(rate)): it must be above 0, or the animation never advances")
        }
        if let ip = root["ip"]?.number, let opNode = root["op"], let op = opNode.number, ip >= op {
            findings.report(
                StructureRules.EmptyTimeRange.description, at: opNode, JSONPath.root.key("op"),
                "'op' (\(JSONNode.format(op))) is not after 'ip' (\(JSONNode.format(ip))): the animation has no frame to show"
            )
        }
        for key in ["w", "h"] {
            if let node = root[key], let size = node.number, size <= 0 {
                findings.report(
                    StructureRules.InvalidSize.description, at: node, JSONPath.root.key(key),
                    "\(key == "w" ? "width" : "height") '\(key)' is \(JSONNode.format(size)): the animation has no area to draw in"
                )
            }
        }
    }

    // MARK: layers

    private func checkLayers(
        _ layersNode: JSONNode, _ path: JSONPath, owner: String?, assetIDs: [String: JSONNode], fonts: Set<String>,
        references: inout [PrecompositionReference]
    ) {
        let layers = layersNode.array ?? []
        var indices: [Int: Int] = [:]  // ind -> position of the first layer with it
        for (position, layer) in layers.enumerated() {
            if let ind = layer["ind"]?.integer, indices[ind] == nil { indices[ind] = position }
        }
        var seen: Set<Int> = []
        for (position, layer) in layers.enumerated() {
            let layerPath = path.index(position)
            guard layer.isObject else {
                findings.report(
                    StructureRules.WrongType.description, at: layer, layerPath,
                    "layer \(layerPath) is \(article(layer.kindName)), not an object")
                continue
            }
            let name = layer["nm"]?.string.map { " ('\($0)')" } ?? ""
            if layer["ty"] == nil {
                findings.report(
                    StructureRules.LayerWithoutType.description, at: layer, layerPath,
                    "layer \(layerPath)\(name) has no 'ty': players cannot tell what to draw and skip or reject it")
            }
            if let ip = layer["ip"]?.number, let opNode = layer["op"], let op = opNode.number, ip >= op {
                findings.report(
                    StructureRules.EmptyTimeRange.description, at: opNode, layerPath.key("op"),
                    "layer \(layerPath)\(name): 'op' (\(JSONNode.format(op))) is not after 'ip' (\(JSONNode.format(ip))): it is never visible"
                )
            }
            if let indNode = layer["ind"], let ind = indNode.integer {
                if !seen.insert(ind).inserted, let first = indices[ind] {
                    findings.report(
                        StructureRules.DuplicateLayerIndex.description, at: indNode, layerPath.key("ind"),
                        "layer index \(ind) of \(layerPath)\(name) is already used by \(path.index(first)): parenting and mattes pick the wrong layer"
                    )
                }
            }
            if let parentNode = layer["parent"], let parent = parentNode.number,
                parent.rounded() != parent || indices[Int(parent)] == nil
            {
                findings.report(
                    StructureRules.UnknownParent.description, at: parentNode, layerPath.key("parent"),
                    "layer \(layerPath)\(name) names parent \(JSONNode.format(parent)), but no layer of this composition has 'ind' \(JSONNode.format(parent))"
                )
            }
            if let refNode = layer["refId"], let refId = refNode.string {
                if assetIDs[refId] == nil {
                    let suggestion = Suggestions.closest(to: refId, in: assetIDs.keys)
                    findings.report(
                        StructureRules.UnknownAsset.description, at: refNode, layerPath.key("refId"),
                        "layer \(layerPath)\(name) uses asset '\(refId)', which 'assets' does not define\(Suggestions.didYouMean(suggestion))",
                        suggestion: suggestion)
                } else if layer["ty"]?.integer == 0 {
                    references.append(
                        PrecompositionReference(from: owner, to: refId, node: refNode, path: layerPath.key("refId")))
                }
            }
            if layer["ty"]?.integer == 5 {
                checkTextFonts(layer, layerPath, fonts: fonts)
            }
        }
    }

    /// Text layers name their font in each text document keyframe: `t.d.k[i].s.f`.
    private func checkTextFonts(_ layer: JSONNode, _ path: JSONPath, fonts: Set<String>) {
        let keyframesPath = path.key("t").key("d").key("k")
        for (index, keyframe) in (layer["t"]?["d"]?["k"]?.array ?? []).enumerated() {
            guard let fontNode = keyframe["s"]?["f"], let font = fontNode.string, !fonts.contains(font) else {
                continue
            }
            let suggestion = Suggestions.closest(to: font, in: fonts)
            findings.report(
                StructureRules.MissingFont.description, at: fontNode, keyframesPath.index(index).key("s").key("f"),
                "text uses font '\(font)', which 'fonts.list' does not define: the text is not drawn\(Suggestions.didYouMean(suggestion))",
                suggestion: suggestion)
        }
    }
}
