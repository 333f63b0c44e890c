import Diagnostics

extension ViewsRules {
    public struct UnknownVersion: Rule, WidgetRule {
        public init() {}

        public static let description = RuleDescription(
            id: "views.unknown-version",
            severity: .warning,
            summary: "widget.xml declares a version whose vocabulary idv-res does not know.",
            explanation: """
                What it checks: the root `version` is one whose elements and attributes idv-res \
                learned from real widgets: 1.3 (document capture, SelphID) or 1.1 (selfie \
                capture, Selphi). Another version is checked against both vocabularies together.

                Why it matters: each widget version reads its own set of elements; a file made \
                for another version may use names the SDK in the app ignores without a word.

                Fix: use the version the SDK's own resources zip declares.
                """,
            nonTriggeringExamples: [RuleExample("widget.xml", widget("<view id=\"Results\"/>\n", version: "1.1"))],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    "<facephi-widget-conf ↓version=\"2.0\">\n<view id=\"Tutorial1\"/>\n</facephi-widget-conf>\n")
            ]
        )

        public func visitRoot(_ root: LocatedElement, _ context: WidgetContext) {
            guard let version = root[attribute: "version"], !ViewsVocabulary.versions.contains(version.value) else {
                return
            }
            context.report(
                Self.description, at: context.at(version),
                "widget version '\(version.value)' is not one idv-res knows (\(ViewsVocabulary.versions.joined(separator: ", "))); checked against all of them",
                suggestion: Suggestions.closest(to: version.value, in: ViewsVocabulary.versions))
        }
    }
}
