import Diagnostics

extension ViewsRules {
    public enum UnknownElement: Rule {
        public static let description = RuleDescription(
            id: "views.unknown-element",
            severity: .warning,
            summary: "An element widget.xml's version does not use (often a typo); the SDK skips it.",
            explanation: """
                What it checks: every element under a `<view>` is one the widget version uses \
                (`labeledIcon`, `button`, `gradientBackground`, ...), UI elements sit inside a \
                `<view>` and do not nest. The vocabulary was learned from real widgets of both \
                versions; the warning names the closest known element.

                Why it matters: the SDK draws only elements it knows; a misspelt element is \
                silently missing from the screen.

                Fix: correct the name (see the suggestion) or remove the element.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"Tutorial1\">\n<gradientBackground id=\"background\" colorStart=\"#FFFFFF\"/>\n</view>\n"
                    ))
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"Tutorial1\">\n↓<gradientBackgroud id=\"background\" colorStart=\"#FFFFFF\"/>\n</view>\n"
                    )),
                RuleExample("widget.xml", widget("↓<panel id=\"p\" color=\"#FFFFFF\"/>\n")),
            ]
        )
    }
}
