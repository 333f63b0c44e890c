import Diagnostics

extension ViewsRules {
    public struct DensityCoverage: Rule, WidgetRule {
        public init() {}

        public static let description = RuleDescription(
            id: "views.density-coverage",
            severity: .warning,
            summary: "An image (or an animation's frames) is in some density folders and missing from others.",
            explanation: """
                What it checks: an image widget.xml names, and every frame of an `<animation>`, \
                is in each `resources/<N>dpi/` folder the bundle has (163, 326, 489). Fonts and \
                videos do not depend on density and are expected once.

                Why it matters: the SDK loads images from the folder that matches the phone's \
                screen density; where that folder lacks the image, the phone gets a scaled copy \
                from another density (blurry or oversized) or, with some SDK versions, none.

                Fix: export the image at each density and add it to every folder.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<imageBackground id=\"bg\" image=\"background.png\"/>\n<text id=\"t\" font=\"Poppins.ttf\"/>\n</view>\n"
                    ),
                    "resources/163dpi/background.png": "png", "resources/326dpi/background.png": "png",
                    "resources/163dpi/Poppins.ttf": "ttf",
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<imageBackground id=\"bg\" ↓image=\"background.png\"/>\n</view>\n"),
                    "resources/163dpi/background.png": "png", "resources/326dpi/logo.png": "png",
                ]),
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"LivenessMove\">\n<animation id=\"move\" ↓name_r=\"Arrow_\" name_l=\"(mirror)\" ext=\"png\" start=\"0\" end=\"1\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/326dpi/Arrow_0.png": "png", "resources/326dpi/Arrow_1.png": "png",
                    "resources/163dpi/logo.png": "png",
                ]),
            ]
        )

        public func finish(_ context: WidgetContext) {
            guard let resources = context.bundle.resources else { return }
            reportImages(context, resources)
            reportFrames(context, resources)
        }

        /// Each image once, at its first reference. Fonts and videos are density-independent
        /// and usually ship once, in 163dpi.
        private func reportImages(_ context: WidgetContext, _ resources: ResourceIndex) {
            var reported: Set<String> = []
            for reference in context.model.resourceReferences where reference.kind == .image {
                let found = resources.densities(of: reference.name)
                guard !found.isEmpty, !reported.contains(reference.name) else { continue }
                let missing = resources.densities.subtracting(found)
                if !missing.isEmpty {
                    reported.insert(reference.name)
                    context.report(
                        Self.description, at: context.at(reference),
                        "image '\(reference.name)' is only in \(ResourceIndex.label(found)), not in \(ResourceIndex.label(missing))"
                    )
                }
            }
        }

        /// Frames all present somewhere but not in every folder (missing ones: views.missing-frame).
        private func reportFrames(_ context: WidgetContext, _ resources: ResourceIndex) {
            for (animation, coverages) in zip(context.model.animations, context.frameCoverages) {
                let name = animation.element[attribute: "id"]?.value ?? "?"
                for coverage in coverages where coverage.missing.isEmpty {
                    let everywhere = coverage.densitiesOf.values.reduce(resources.densities) { $0.intersection($1) }
                    let lacking = resources.densities.subtracting(everywhere)
                    guard !lacking.isEmpty else { continue }
                    let attribute = coverage.attribute
                    let numbers = coverage.numbers
                    let place = everywhere.isEmpty ? "no single folder" : ResourceIndex.label(everywhere) + " only"
                    let frames = animation.runName(
                        prefix: attribute.value, from: numbers.lowerBound, to: numbers.upperBound)
                    context.report(
                        Self.description, at: context.at(attribute),
                        "animation '\(name)' \(attribute.name): the \(numbers.count) frames \(frames) are all in \(place); "
                            + "\(ResourceIndex.label(lacking)) \(lacking.count == 1 ? "lacks" : "lack") some or all of them"
                    )
                }
            }
        }
    }
}
