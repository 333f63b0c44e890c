import Diagnostics

extension ViewsRules {
    public struct DuplicateElementID: Rule, WidgetRule {
        /// The ids of the current view's elements.
        private var elementIDs: [String: XMLAttribute] = [:]
        public init() {}

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

        public mutating func visitView(_ view: LocatedElement, _ context: WidgetContext) {
            elementIDs = [:]
        }

        public mutating func didVisitElement(
            _ element: LocatedElement, in view: LocatedElement, _ context: WidgetContext
        ) {
            guard let id = element[attribute: "id"] else { return }
            if let first = elementIDs[id.value] {
                let viewName = view[attribute: "id"]?.value ?? "?"
                context.report(
                    Self.description, at: context.at(id),
                    "duplicate element id '\(id.value)' in view '\(viewName)' (first at line \(first.line)): the SDK styles only one of them"
                )
            } else {
                elementIDs[id.value] = id
            }
        }
    }
}
