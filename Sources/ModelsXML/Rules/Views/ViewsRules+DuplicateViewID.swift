import Diagnostics

extension ViewsRules {
    public enum DuplicateViewID: Rule {
        public static let description = RuleDescription(
            id: "views.duplicate-view-id",
            severity: .error,
            summary: "Two <view> elements with the same id.",
            explanation: """
                What it checks: each `<view id>` (one per screen: `CaptureIDFront`, \
                `Tutorial1`...) appears once.

                Why it matters: the SDK keeps one view per id; the other's elements never show, \
                and which one wins is not documented.

                Fix: merge the two views, or rename the one meant for another screen.
                """,
            nonTriggeringExamples: [
                RuleExample("widget.xml", widget("<view id=\"Tutorial1\"/>\n<view id=\"Tutorial2\"/>\n"))
            ],
            triggeringExamples: [
                RuleExample("widget.xml", widget("<view id=\"Tutorial1\"/>\n<view ↓id=\"Tutorial1\"/>\n"))
            ]
        )
    }
}
