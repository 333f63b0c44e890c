import Diagnostics

extension ViewsRules {
    public struct MissingResource: Rule, WidgetRule {
        public init() {}

        public static let description = RuleDescription(
            id: "views.missing-resource",
            severity: .error,
            summary: "widget.xml names an image, font or video that no resources/<N>dpi/ folder has.",
            explanation: """
                What it checks: every resource reference of widget.xml (`icon`, `image`, \
                `image_on`/`image_off`, `content_resource`, `font`, root `font_*`, the `value` of \
                `<image>`, `<buttonImage>`, `<video>`, `<frameIDOverlay>`, and `content` when \
                `content_type="RESOURCE_ID"`) names a file present in at least one \
                `resources/<N>dpi/` folder. An empty value means "none" and is fine. Names are \
                compared exactly: phones' file systems are case-sensitive. A comma-separated \
                list (`<video value="PuppetBoy.mp4, PuppetGirl.mp4">`, one played at random) is \
                split as the SDK splits it, each name trimmed: every missing file is reported at \
                its own column, a present one never.

                Why it matters: the SDK shows nothing where the file should be (a blank button, \
                no logo, a black video) or falls back to the system font, and logs nothing the \
                user sees.

                Fix: add the file to the bundle (images in every density folder, fonts and videos \
                in one), or correct the name (see the suggestion).
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<image id=\"logo\" value=\"logo.png\"/>\n<image id=\"none\" value=\"\"/>\n</view>\n"
                    ),
                    "resources/163dpi/logo.png": "png",
                ]),
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"StartExtractor\">\n<video id=\"v\" value=\"Boy.mp4, Girl.mp4,Afro.mp4\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/163dpi/Boy.mp4": "mp4", "resources/163dpi/Girl.mp4": "mp4",
                    "resources/163dpi/Afro.mp4": "mp4",
                ]),
            ],
            triggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<image id=\"logo\" ↓value=\"Logo.png\"/>\n<text id=\"tip\" ↓font=\"Poppins-Bold.ttf\"/>\n</view>\n"
                    ),
                    "resources/163dpi/logo.png": "png", "resources/163dpi/Poppins-Regular.ttf": "ttf",
                ]),
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"StartExtractor\">\n<video id=\"v\" value=\"↓Boy.mp4, Girl.mp4,↓Afro.mp4\"/>\n</view>\n",
                        version: "1.1"),
                    "resources/163dpi/Girl.mp4": "mp4",
                ]),
            ]
        )

        public func finish(_ context: WidgetContext) {
            guard let resources = context.bundle.resources else { return }
            for reference in context.model.resourceReferences where resources.densities(of: reference.name).isEmpty {
                let sameKind = resources.buckets.keys.filter { name in
                    reference.kind.extensions.contains(name.split(separator: ".").last.map { $0.lowercased() } ?? "")
                }
                let near = Suggestions.closest(to: reference.name, in: sameKind)
                context.report(
                    Self.description, at: context.at(reference),
                    "\(reference.kind.rawValue) '\(reference.name)' (\(reference.source)) is in no "
                        + "resources/<N>dpi/ folder\(Suggestions.didYouMean(near))",
                    suggestion: near)
            }
        }
    }
}
