import Diagnostics

extension LottieRules {
    public enum MissingFont: Rule, LottieRule {
        public static let description = RuleDescription(
            id: "lottie.missing-font", severity: .error,
            summary: "A text layer uses a font that fonts.list does not define.",
            explanation: """
                What it checks: the font (`f`) of every text document of a text layer \
                (`ty` 5, `t.d.k[].s.f`) is the `fName` of an entry of `fonts.list`.

                \(why)players look fonts up by that name; without it the text is not drawn \
                (lottie-ios) or drawn in a fallback font.

                Fix: add the font to `fonts.list`, or correct the name (the message suggests \
                the closest one).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [
                            #"  {"ty": 5, "ind": 1, "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"f": "Inter-Bold", "t": "Hi", "s": 12}}]}}}"#
                        ],
                        extra: "\n"
                            + #""fonts": {"list": [{"fName": "Inter-Bold", "fFamily": "Inter", "fStyle": "Bold"}]},"#),
                    command: "lottie")
            ],
            triggeringExamples: [
                RuleExample(
                    "anim.json",
                    LottieExample.animation(
                        layers: [
                            #"  {"ty": 5, "ind": 1, "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"f": ↓"Inter-Bld", "t": "Hi", "s": 12}}]}}}"#
                        ],
                        extra: "\n"
                            + #""fonts": {"list": [{"fName": "Inter-Bold", "fFamily": "Inter", "fStyle": "Bold"}]},"#),
                    command: "lottie")
            ])

        /// Text layers name their font in each text document keyframe: `t.d.k[i].s.f`.
        static func visit(layer: LottieLayer, _ context: LottieContext) {
            guard layer.node["ty"]?.integer == 5 else { return }
            let keyframesPath = layer.path.key("t").key("d").key("k")
            for (index, keyframe) in (layer.node["t"]?["d"]?["k"]?.array ?? []).enumerated() {
                guard let fontNode = keyframe["s"]?["f"], let font = fontNode.string, !context.fonts.contains(font)
                else {
                    continue
                }
                let suggestion = Suggestions.closest(to: font, in: context.fonts)
                context.findings.report(
                    description, at: fontNode, keyframesPath.index(index).key("s").key("f"),
                    "text uses font '\(font)', which 'fonts.list' does not define: the text is not drawn\(Suggestions.didYouMean(suggestion))",
                    suggestion: suggestion)
            }
        }
    }
}
