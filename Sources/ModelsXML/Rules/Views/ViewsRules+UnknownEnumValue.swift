import Diagnostics

extension ViewsRules {
    public struct UnknownEnumValue: Rule, WidgetRule {
        public init() {}

        public static let description = RuleDescription(
            id: "views.unknown-enum-value",
            severity: .warning,
            summary: "A word for `scale`, `camera_scale`, `type` or `mode` that no real widget uses.",
            explanation: """
                What it checks: attributes whose values are words but not documented \
                (`scale`, `camera_scale`, `type`, `mode`) use a word real widgets use \
                (SCALE_FILL, ASPECT_FILL, FLAT_WITH_BORDER, Normal/Warning). A case slip of a \
                known word (`aspect_fill`) is a `views.invalid-value` error instead.

                Why it matters: the SDK maps these words to drawing modes and falls back to its \
                default for a word it does not know, without a message. idv-res knows these \
                values only from real widgets, so a newer SDK may accept others: a warning.

                Fix: use a known word, or, if the SDK's documentation lists the word, ignore the \
                warning (or switch the rule off in .idv-res.json).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget("<view id=\"Tutorial1\">\n<imageBackground id=\"bg\" scale=\"SCALE_FILL\"/>\n</view>\n"))
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget("<view id=\"Tutorial1\">\n<imageBackground id=\"bg\" ↓scale=\"SCALE_FIT\"/>\n</view>\n"))
            ]
        )

        public func visitAttribute(
            _ attribute: XMLAttribute, kind: AttributeKind?, of element: LocatedElement, _ context: WidgetContext
        ) {
            // A case slip of a known word is views.invalid-value's; any other word is this rule's.
            guard case .observedEnumeration(let values) = kind, !values.contains(attribute.value),
                ViewsValueKinds.problem(attribute.value, kind: kind!) == nil
            else { return }
            let near = Suggestions.closest(to: attribute.value, in: values)
            context.report(
                Self.description, at: context.at(attribute),
                "\(attribute.name)=\"\(attribute.value)\" on <\(element.name)>: real widgets use only \(values.joined(separator: ", "))\(Suggestions.didYouMean(near))",
                suggestion: near)
        }
    }
}
