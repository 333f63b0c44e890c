import Diagnostics

extension ViewsRules {
    public struct FrameRangeTooLong: Rule, WidgetRule {
        public init() {}

        public static let description = RuleDescription(
            id: "views.frame-range-too-long",
            severity: .error,
            summary: "An <animation> whose start..end spans more than 10,000 frames: a typo no SDK could play.",
            explanation: """
                What it checks: an `<animation>`'s `start` and `end` span at most 10,000 frames \
                per direction. Real widgets play 36; the SDK loads every frame into memory before \
                it plays the first.

                Why it matters: `end="350"` typed as `end="35000000"` makes the SDK try to load \
                millions of files: the liveness screen hangs or the app runs out of memory. \
                idv-res reports the range and does not check its frames one by one.

                Fix: correct `start`/`end` to the first and last frame numbers of the files \
                (`start="00" end="35"` for `Prefix_00.png`...`Prefix_35.png`).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"m\" name_r=\"Arrow_\" ext=\"png\" start=\"00\" end=\"35\"/>\n</view>\n",
                        version: "1.1"))
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"m\" name_r=\"Arrow_\" ext=\"png\" start=\"0\" ↓end=\"99999999999\"/>\n</view>\n",
                        version: "1.1")),
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"m\" name=\"Arrow_\" ext=\"png\" start=\"1\" ↓end=\"99999999999999999999999\"/>\n</view>\n",
                        version: "1.1")),
            ]
        )

        /// Reported, and its frames never enumerated (views.missing-frame skips it).
        public func didVisitElement(_ element: LocatedElement, in view: LocatedElement, _ context: WidgetContext) {
            guard element.name == "animation" else { return }
            let animation = FrameAnimation(element)
            guard case .tooLong(let count) = animation.range, let start = animation.start, let end = animation.end
            else {
                return
            }
            let size = count.map { "\($0) frames" } ?? "more frames than can be counted"
            let name = element[attribute: "id"]?.value ?? "?"
            context.report(
                Self.description, at: context.at(end),
                "animation '\(name)' runs from frame \(start.value) to \(end.value) (\(size)): more than the "
                    + "\(FrameAnimation.maximumFrames) any SDK would load; its frames are not checked")
        }
    }
}
