import Diagnostics

extension ViewsRules {
    public struct WrongRoot: Rule, WidgetRule {
        public init() {}

        public static let description = RuleDescription(
            id: "views.wrong-root",
            severity: .error,
            summary: "widget.xml's root element is not <facephi-widget-conf>.",
            explanation: """
                What it checks: the root element of widget.xml (or of a `viewsContent` string) is \
                `<facephi-widget-conf version="...">`.

                Why it matters: the SDK looks for its views under that root only; any other root \
                (a strings file saved as widget.xml, a document model) makes it ignore the whole \
                file and draw every screen with its built-in look.

                Fix: put the views under `<facephi-widget-conf version="1.3">` (document capture) \
                or `version="1.1"` (selfie capture).
                """,
            nonTriggeringExamples: [RuleExample("widget.xml", widget("<view id=\"Tutorial1\"/>\n"))],
            triggeringExamples: [
                RuleExample("widget.xml", "↓<widget-conf version=\"1.3\">\n<view id=\"Tutorial1\"/>\n</widget-conf>\n")
            ]
        )

        public func accepts(_ root: LocatedElement, _ context: WidgetContext) -> Bool {
            guard root.name != ViewsVocabulary.rootName else { return true }
            context.report(
                Self.description, at: context.at(root),
                "widget.xml root is <\(root.name)>, not <\(ViewsVocabulary.rootName)>: the SDK ignores the whole file")
            return false
        }
    }
}
