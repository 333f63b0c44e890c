import Diagnostics

/// A precomposition layer's `refId`: composition `from` (nil: the root) includes asset `to`.
struct PrecompositionReference {
    var from: String?
    var to: String
    var node: JSONNode
    var path: JSONPath
}

/// The walk of one animation, shared by the structure and safety rules: it gathers what they
/// look up (asset ids, fonts, each composition's `ind`s) once, calls each registered rule
/// for what it visits (the top level, every composition's layers, every image asset), and
/// hands the precomposition references to the loop rule. It reports nothing itself.
struct LottieWalk {
    /// In the order their findings have always come out of one visit.
    static let documentRules: [any LottieRule.Type] = [
        LottieRules.MissingProperty.self, LottieRules.WrongType.self, LottieRules.InvalidFrameRate.self,
        LottieRules.EmptyTimeRange.self, LottieRules.InvalidSize.self,
    ]
    static let layerRules: [any LottieRule.Type] = [
        LottieRules.WrongType.self, LottieRules.LayerWithoutType.self, LottieRules.EmptyTimeRange.self,
        LottieRules.DuplicateLayerIndex.self, LottieRules.UnknownParent.self, LottieRules.UnknownAsset.self,
        LottieRules.MissingFont.self,
    ]
    static let assetRules: [any LottieRule.Type] = [
        LottieRules.InvalidEmbeddedImage.self, LottieRules.MissingImageFile.self,
    ]
    /// Visit the top level after every structure rule spoke.
    static let safetyRules: [any LottieRule.Type] = [LottieRules.RemoteAsset.self, LottieRules.Expression.self]

    let findings: LottieFindings
    let fileExists: @Sendable (String) -> Bool

    func run(_ root: JSONNode) {
        let assets = root["assets"]?.array ?? []
        var assetIDs: [String: JSONNode] = [:]
        for asset in assets {
            if let id = asset["id"]?.string, assetIDs[id] == nil { assetIDs[id] = asset }
        }
        let fonts = Set((root["fonts"]?["list"]?.array ?? []).compactMap { $0["fName"]?.string })
        let context = LottieContext(findings: findings, fileExists: fileExists, assetIDs: assetIDs, fonts: fonts)
        for rule in Self.documentRules { rule.visit(document: root, context) }
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
                for rule in Self.assetRules { rule.visit(asset: asset, at: path, context) }
            }
        }
        var references: [PrecompositionReference] = []
        for composition in compositions {
            visitLayers(composition.layers, composition.path, owner: composition.owner, context, &references)
        }
        LottieRules.RecursivePrecomposition.report(
            references, precompositions: Set(compositions.compactMap(\.owner)), findings)
        for rule in Self.safetyRules { rule.visit(document: root, context) }
    }

    private func visitLayers(
        _ layersNode: JSONNode, _ path: JSONPath, owner: String?, _ context: LottieContext,
        _ references: inout [PrecompositionReference]
    ) {
        let layers = layersNode.array ?? []
        var indices: [Int: Int] = [:]  // ind -> position of the first layer with it
        for (position, layer) in layers.enumerated() {
            if let ind = layer["ind"]?.integer, indices[ind] == nil { indices[ind] = position }
        }
        for (position, node) in layers.enumerated() {
            let layer = LottieLayer(
                node: node, path: path.index(position), compositionPath: path, position: position, indices: indices)
            for rule in Self.layerRules { rule.visit(layer: layer, context) }
            if node["ty"]?.integer == 0, let refNode = node["refId"], let refId = refNode.string,
                context.assetIDs[refId] != nil
            {
                references.append(
                    PrecompositionReference(from: owner, to: refId, node: refNode, path: layer.path.key("refId")))
            }
        }
    }
}
