import Diagnostics

extension ViewsRules {
    public struct InvalidValue: Rule, WidgetRule {
        public init() {}

        public static let description = RuleDescription(
            id: "views.invalid-value",
            severity: .error,
            summary:
                "An attribute value of the wrong kind: a bad colour, a non-number, an unknown enum word, a file of the wrong type.",
            explanation: """
                What it checks: each attribute's value has its kind: colours `#RRGGBB` or \
                `#RRGGBBAA`; numbers (`font_size`, `separation`, `xStart`...); whole numbers \
                (`page`, `steps`, animation `start`/`end`); enumerations, case-sensitive \
                (`align` LEFT/RIGHT/CENTER, `icon_align` TOP/BOTTOM/LEFT/RIGHT, `content_type` \
                TEXT_ID/RESOURCE_ID, `scale`, `camera_scale`, `type`, `mode`); booleans; and \
                resource references whose extension fits (`font` a .ttf/.otf, `icon` an image, \
                a `<video>` value an .mp4).

                Why it matters: the SDK does not report a value it cannot parse: `#12345` or \
                `font_size="big"` fall back to a default (or to black), `align="MIDDLE"` to the \
                default alignment, a font that is a PNG to the system font.

                Fix: write the value in its kind (the message says which; a suggestion is given \
                for case slips such as `center`).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"Tutorial1\">\n<labeledIcon id=\"tip\" text_color=\"#FFFFFF\" font_size=\"16.0\" align=\"LEFT\"/>\n</view>\n"
                    ))
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"Tutorial1\">\n<labeledIcon id=\"tip\" ↓text_color=\"#12345\" ↓font_size=\"big\" ↓align=\"MIDDLE\"/>\n</view>\n"
                    )),
                RuleExample(
                    "widget.xml",
                    widget(
                        "<view id=\"Tutorial1\">\n<labeledIcon id=\"tip\" ↓font=\"logo.png\" ↓text_align=\"center\"/>\n</view>\n"
                    )),
            ]
        )

        public func visitAttribute(
            _ attribute: XMLAttribute, kind: AttributeKind?, of element: LocatedElement, _ context: WidgetContext
        ) {
            guard let kind, let (problem, suggestion) = ViewsValueKinds.problem(attribute.value, kind: kind) else {
                return
            }
            context.report(
                Self.description, at: context.at(attribute),
                "\(attribute.name)=\"\(attribute.value)\" on <\(element.name)>: \(problem)\(Suggestions.didYouMean(suggestion))",
                suggestion: suggestion)
        }
    }
}
