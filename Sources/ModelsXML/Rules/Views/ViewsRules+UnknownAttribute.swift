import Diagnostics

extension ViewsRules {
    public struct UnknownAttribute: Rule, WidgetRule {
        public init() {}

        public static let description = RuleDescription(
            id: "views.unknown-attribute",
            severity: .warning,
            summary:
                "An attribute the element does not take in this widget version (often a typo); the SDK ignores it.",
            explanation: """
                What it checks: every attribute of the root, of `<view>` and of each UI element \
                is one that element takes in the file's widget version (learned from real \
                widgets). The warning names the closest known attribute of that element.

                Why it matters: the SDK reads attributes by name; a misspelt one (`icon_algn`) \
                is ignored and the element keeps its default look.

                Fix: correct the name (see the suggestion) or remove the attribute.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget("<view id=\"CaptureIDFront\">\n<labeledIcon id=\"tip\" icon_align=\"BOTTOM\"/>\n</view>\n"))
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget("<view id=\"CaptureIDFront\">\n<labeledIcon id=\"tip\" ↓icon_algn=\"BOTTOM\"/>\n</view>\n"))
            ]
        )

        public func visitAttribute(
            _ attribute: XMLAttribute, kind: AttributeKind?, of element: LocatedElement, _ context: WidgetContext
        ) {
            let known = context.vocabulary[element.name] ?? [:]
            guard known[attribute.name] == nil else { return }
            let model = context.model
            let elsewhere = ViewsVocabulary.versions(knowing: element.name, attribute: attribute.name).filter {
                $0 != model.version
            }
            if !elsewhere.isEmpty {
                context.report(
                    Self.description, at: context.at(attribute),
                    "attribute '\(attribute.name)' on <\(element.name)> is not used by widget version \(model.version ?? "?") (known in \(elsewhere.joined(separator: ", ")))"
                )
            } else {
                let near = Suggestions.closest(to: attribute.name, in: known.keys)
                context.report(
                    Self.description, at: context.at(attribute),
                    "unknown attribute '\(attribute.name)' on <\(element.name)>\(Suggestions.didYouMean(near))",
                    suggestion: near)
            }
        }
    }
}
