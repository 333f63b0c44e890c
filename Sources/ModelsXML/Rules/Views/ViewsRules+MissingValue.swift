import Diagnostics

extension ViewsRules {
    public struct MissingValue: Rule, WidgetRule {
        /// The elements that show the file their `value` names (every one of the 12 real zips has it).
        static let showsItsValue: Set<String> = ["image", "buttonImage", "video"]

        public init() {}

        public static let description = RuleDescription(
            id: "views.missing-value",
            severity: .error,
            summary: "An <image>, <buttonImage> or <video> without a value: it names no file.",
            explanation: """
                What it checks: each `<image>`, `<buttonImage>` and `<video>` has a `value` \
                attribute, the file it shows (every one of the 12 real zips has). `value=""` \
                says "none" on purpose and is fine; no `value` at all is usually a misspelled \
                one (`vlaue`, which views.unknown-attribute reports with its did-you-mean).

                Why it matters: the SDK shows nothing there (an empty image, a black video) and \
                logs nothing; views.missing-resource cannot help, as no file is named.

                Fix: name the file in `value` (spelled `value`), or `value=""` when the element \
                should show nothing.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"StartExtractor\">\n<video id=\"v\" value=\"Boy.mp4\"/>\n"
                            + "<image id=\"none\" value=\"\"/>\n</view>\n"),
                    "resources/163dpi/Boy.mp4": "mp4",
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"StartExtractor\">\n↓<video id=\"tip_video\" vlaue=\"Boy.mp4\"/>\n</view>\n"),
                    "resources/163dpi/Boy.mp4": "mp4",
                ])
            ]
        )

        public func visitElement(_ element: LocatedElement, in view: LocatedElement?, _ context: WidgetContext) {
            guard view != nil, Self.showsItsValue.contains(element.name), element[attribute: "value"] == nil else {
                return
            }
            let id = element[attribute: "id"].map { " id='\($0.value)'" } ?? ""
            let near = element.attributes.map(\.name).first {
                $0 != "id" && Suggestions.closest(to: $0, in: ["value"]) == "value"
            }
            let misspelled = near.map { " ('\($0)' is not 'value')" } ?? ""
            context.report(
                Self.description, at: context.at(element),
                "<\(element.name)\(id)> has no value\(misspelled): it names no file, so it shows nothing")
        }
    }
}
