import Diagnostics

extension ViewsRules {
    public struct DuplicateViewID: Rule, WidgetRule {
        private var viewIDs: [String: XMLAttribute] = [:]
        public init() {}

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

        public mutating func visitView(_ view: LocatedElement, _ context: WidgetContext) {
            guard let id = view[attribute: "id"] else { return }
            if let first = viewIDs[id.value] {
                context.report(
                    Self.description, at: context.at(id),
                    "duplicate view id '\(id.value)' (first at line \(first.line)): the SDK draws the screen from only one of them"
                )
            } else {
                viewIDs[id.value] = id
            }
        }
    }
}
