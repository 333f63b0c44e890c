import Diagnostics

/// What the structure rules share: why they matter, and a precomposition for their examples.
extension LottieRules {
    static let why = "Why it matters: the SDK hands the file to the Lottie player as it is; "

    static let precomposition = #"{"id": "comp_0", "layers": [{"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {}}]}"#

    /// A `lottie` example: one precomposition layer whose `refId` is `reference` (a JSON string,
    /// with its `↓`), and the asset `comp_0`.
    static func precompositionLayer(_ reference: String) -> RuleExample {
        RuleExample(
            "anim.json",
            LottieExample.animation(
                layers: [#"  {"ty": 0, "ind": 1, "ip": 0, "op": 60, "ks": {}, "refId": "# + reference + "}"],
                extra: "\n\"assets\": [\(precomposition)],"), command: "lottie")
    }
}
