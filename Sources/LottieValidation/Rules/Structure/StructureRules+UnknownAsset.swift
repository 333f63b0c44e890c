import Diagnostics

extension StructureRules {
    public enum UnknownAsset: Rule {
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
    }
}
