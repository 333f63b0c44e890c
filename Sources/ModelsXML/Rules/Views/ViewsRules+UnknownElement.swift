import Diagnostics

extension ViewsRules {
    public struct UnknownElement: Rule, WidgetRule {
        public init() {}

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

        public func visitElement(_ element: LocatedElement, in view: LocatedElement?, _ context: WidgetContext) {
            guard let view else {
                let near = Suggestions.closest(to: element.name, in: ["view"])
                context.report(
                    Self.description, at: context.at(element),
                    "<\(element.name)> directly under <\(ViewsVocabulary.rootName)> is ignored: UI elements go inside a <view>\(Suggestions.didYouMean(near))",
                    suggestion: near)
                return
            }
            guard !context.isUIElement(element) else { return }
            let viewName = view[attribute: "id"]?.value ?? "?"
            let model = context.model
            let elsewhere = ViewsVocabulary.versions(knowing: element.name).filter { $0 != model.version }
            if element.name != "view", element.name != ViewsVocabulary.rootName, !elsewhere.isEmpty {
                context.report(
                    Self.description, at: context.at(element),
                    "element <\(element.name)> in view '\(viewName)' is not used by widget version \(model.version ?? "?") (known in \(elsewhere.joined(separator: ", ")))"
                )
                return
            }
            let known = context.vocabulary.keys.filter { $0 != "view" && $0 != ViewsVocabulary.rootName }
            let near = Suggestions.closest(to: element.name, in: known)
            context.report(
                Self.description, at: context.at(element),
                "unknown element <\(element.name)> in view '\(viewName)'\(Suggestions.didYouMean(near))",
                suggestion: near)
        }

        /// UI elements do not nest: each child of one is reported.
        public func didVisitElement(_ element: LocatedElement, in view: LocatedElement, _ context: WidgetContext) {
            for nested in element.children {
                context.report(
                    Self.description, at: context.at(nested),
                    "<\(nested.name)> inside <\(element.name)> is ignored: UI elements do not nest")
            }
        }
    }
}
