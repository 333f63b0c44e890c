import Diagnostics

extension ViewsRules {
    public enum DuplicateElementID: Rule {
        public static let description = RuleDescription(
            id: "views.duplicate-element-id",
            severity: .error,
            summary: "Two elements of one view with the same id.",
            explanation: """
                What it checks: within a `<view>`, each element `id` appears once (the same id \
                in different views is normal).

                Why it matters: the SDK finds an element by its id; with two, one of them is \
                never styled or shown.

                Fix: rename or remove one of them.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"A\">\n<panel id=\"p\" color=\"#FFFFFF\"/>\n</view>\n<view id=\"B\">\n<panel id=\"p\" color=\"#FFFFFF\"/>\n</view>\n"
                    ))
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"A\">\n<panel id=\"p\" color=\"#FFFFFF\"/>\n<panel ↓id=\"p\" color=\"#000000\"/>\n</view>\n"
                    ))
            ]
        )
    }
}
