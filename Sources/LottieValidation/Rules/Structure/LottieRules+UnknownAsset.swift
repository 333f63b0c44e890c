import Diagnostics

extension LottieRules {
    public enum UnknownAsset: Rule, LottieRule {
        public static let description = RuleDescription(
            id: "lottie.unknown-asset", severity: .error,
            summary: "A layer's refId names no asset.",
            explanation: """
                What it checks: the `refId` of a precomposition or image layer is the `id` of \
                an entry of `assets`.

                \(why)the layer has nothing to draw: lottie-android throws, other players \
                leave a hole.

                Fix: correct the `refId` (the message suggests the closest asset id), or add \
                the asset.
                """,
            nonTriggeringExamples: [
                precompositionLayer(#""comp_0""#)
            ],
            triggeringExamples: [
                precompositionLayer(#"↓"comp_1""#)
            ])

        static func visit(layer: LottieLayer, _ context: LottieContext) {
            guard let refNode = layer.node["refId"], let refId = refNode.string, context.assetIDs[refId] == nil else {
                return
            }
            let suggestion = Suggestions.closest(to: refId, in: context.assetIDs.keys)
            context.findings.report(
                description, at: refNode, layer.path.key("refId"),
                "layer \(layer.path)\(layer.name) uses asset '\(refId)', which 'assets' does not define\(Suggestions.didYouMean(suggestion))",
                suggestion: suggestion)
        }
    }
}
