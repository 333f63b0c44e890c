import Diagnostics

extension ViewsRules {
    public struct MissingFrame: Rule, WidgetRule {
        public init() {}

        public static let description = RuleDescription(
            id: "views.missing-frame",
            severity: .error,
            summary: "An <animation> frame sequence lacks frames (the message lists each missing file).",
            explanation: """
                What it checks: `<animation name_r="Prefix_000" name_d=... name_l="(mirror)" \
                ext="png" start="00" end="35"/>` plays, for each direction, the files prefix + \
                frame number zero-padded to the width of `start` + `.` + ext: \
                `Prefix_00000.png` ... `Prefix_00035.png`. Older selphi widgets write one \
                direction as `<animation id=.. name="Prefix_" ext="png" start="01" end="36"/>`. \
                Every frame must be in some `resources/<N>dpi/` folder; the missing ones are \
                listed as runs (`ArrowProgressExpulsion_01..36.png`). `(mirror)` reuses the \
                opposite direction (left and right, up and down), which must then have frames \
                of its own; `start` must not be after `end`. Frames found in some density \
                folders only get `views.density-coverage`, like a single image; a range of \
                more than 10,000 frames gets `views.frame-range-too-long` instead.

                Why it matters: a missing frame is a visible stutter or a blank flash in the \
                liveness guidance the user follows; the SDK does not complain.

                Fix: add the listed frames, or correct the prefix, `start`/`end` or `ext`.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"move\" name_r=\"Arrow_0\" name_l=\"(mirror)\" ext=\"png\" start=\"0\" end=\"2\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/326dpi/Arrow_00.png": "png", "resources/326dpi/Arrow_01.png": "png",
                    "resources/326dpi/Arrow_02.png": "png",
                ]),
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"move\" name=\"Arrow_\" ext=\"png\" start=\"08\" end=\"11\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/326dpi/Arrow_08.png": "png", "resources/326dpi/Arrow_09.png": "png",
                    "resources/326dpi/Arrow_10.png": "png",
                    "resources/326dpi/Arrow_11.png": "png",
                ]),
            ],
            triggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"move\" ↓name_r=\"Arrow_\" name_l=\"(mirror)\" ↓name_u=\"(mirror)\" ext=\"png\" start=\"00\" end=\"02\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/326dpi/Arrow_00.png": "png", "resources/326dpi/Arrow_02.png": "png",
                ]),
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"move\" ↓name=\"ArrowProgressExpulsion_\" ext=\"png\" start=\"01\" end=\"36\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/326dpi/ArrowProgressExpulsion_1.png": "png",
                ]),
            ]
        )

        public func finish(_ context: WidgetContext) {
            guard context.bundle.resources != nil else { return }
            for (animation, coverages) in zip(context.model.animations, context.frameCoverages) {
                let name = animation.element[attribute: "id"]?.value ?? "?"
                // A range too long to be real is views.frame-range-too-long's; nothing to check here.
                if animation.range == .reversed, let start = animation.start, let end = animation.end {
                    context.report(
                        Self.description, at: context.at(start),
                        "animation '\(name)': start \(start.value) is after end \(end.value), so it has no frames")
                    continue
                }
                reportMirrors(of: animation, name: name, context)
                for coverage in coverages where !coverage.missing.isEmpty {
                    let attribute = coverage.attribute
                    let count = coverage.missing.reduce(0) { $0 + $1.1 - $1.0 + 1 }
                    context.report(
                        Self.description, at: context.at(attribute),
                        "animation '\(name)' \(attribute.name): \(count) of \(coverage.numbers.count) frames \(count == 1 ? "is" : "are") in no "
                            + "resources/<N>dpi/ folder: \(animation.compactNames(prefix: attribute.value, runs: coverage.missing))"
                    )
                }
            }
        }

        /// A `(mirror)` direction plays its opposite's frames: it needs an opposite with frames.
        private func reportMirrors(of animation: FrameAnimation, name: String, _ context: WidgetContext) {
            for (direction, opposite) in FrameAnimation.directions {
                guard let attribute = animation.element[attribute: direction], attribute.value == FrameAnimation.mirror
                else { continue }
                let source = opposite.flatMap { animation.element[attribute: $0] }
                if source == nil || source?.value == FrameAnimation.mirror || source?.value.isEmpty == true {
                    let why =
                        opposite.map { "\($0) \(source == nil ? "is absent" : "has no frames of its own")" }
                        ?? "it has no opposite direction"
                    context.report(
                        Self.description, at: context.at(attribute),
                        "animation '\(name)': \(direction) is (mirror) but \(why), so this direction has no frames")
                }
            }
        }
    }
}
