import Diagnostics

extension ViewsReferenceRules {
    public enum DensityCoverage: Rule {
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
    }
}
