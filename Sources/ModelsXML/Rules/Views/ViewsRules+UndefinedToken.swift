import Diagnostics

extension ViewsRules {
    public struct UndefinedToken: Rule, WidgetRule {
        public init() {}

        public static let description = RuleDescription(
            id: "views.undefined-token",
            severity: .error,
            summary:
                "widget.xml names a text token that a language's strings file lacks (one finding per token and language).",
            explanation: """
                What it checks: every text token widget.xml names (`text`, `content_text`, and \
                `content` when `content_type="TEXT_ID"`) is a `<token id>` of every strings \
                file: `strings/strings.xml` and each `strings.<lang>.xml` / `strings-<lang>.xml`.

                Why it matters: for a phone in that language the SDK finds no text: the label \
                is blank or shows the raw token name, and the accessibility text is lost.

                Fix: add the token to the file named (see the suggestion for a near miss), or \
                correct the name in widget.xml.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"CaptureIDFront\">\n<labeledIcon id=\"tip\" text=\"CaptureTipFront\"/>\n</view>\n"),
                    "strings/strings.xml": strings("<token id=\"CaptureTipFront\">Front</token>\n"),
                    "strings/strings.es.xml": strings("<token id=\"CaptureTipFront\">Anverso</token>\n"),
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"CaptureIDFront\">\n<labeledIcon id=\"tip\" ↓text=\"CaptureTipFront\"/>\n<button id=\"next\" content_type=\"TEXT_ID\" ↓content=\"button_nxt\"/>\n</view>\n"
                    ),
                    "strings/strings.xml": strings(
                        "<token id=\"CaptureTipFront\">Front</token>\n<token id=\"button_nxt\">NEXT</token>\n"),
                    "strings/strings.es.xml": strings(
                        "<token id=\"CaptureTipFrnt\">Anverso</token>\n<token id=\"button_next\">SIGUIENTE</token>\n"),
                ])
            ]
        )

        public func finish(_ context: WidgetContext) {
            let languages = context.bundle.languages
            guard !languages.isEmpty else { return }
            var reported: Set<String> = []
            for reference in context.model.tokenReferences where reported.insert(reference.token).inserted {
                for language in languages where !language.ids.contains(reference.token) {
                    let near = Suggestions.closest(to: reference.token, in: language.ids)
                    context.report(
                        Self.description, at: context.at(reference.attribute),
                        "text token '\(reference.token)' (\(reference.attribute.name) on <\(reference.element)>) is not in \(language.name)\(Suggestions.didYouMean(near))",
                        suggestion: near)
                }
            }
        }
    }
}
