import Diagnostics
import ModelsXML

extension TranslationsRules {
    public struct OrphanAlt: Rule, TranslationsRule {
        public init() {}

        public static let description = RuleDescription(
            id: "translations.orphan-alt",
            severity: .warning,
            summary: "An X_alt accessibility token whose X is neither a token nor an element id of widget.xml.",
            explanation: """
                What it checks: `<token id="X_alt">` is the screen-reader text of X, where X is \
                another token or the `id` of a widget.xml element (`buttonExit_alt` for \
                `<buttonImage id="buttonExit">`). X must exist in some strings file or in \
                widget.xml. An element widget.xml comments out (`<!-- <buttonImage \
                id="button_info" .../> -->`, as the vendor does with the info button) counts: \
                its text waits for it to be switched back on. Checked only when the bundle has \
                widget.xml.

                Why it matters: an `_alt` text for nothing is never read: usually X was renamed \
                (or misspelt) and the element it was meant for has no accessible description.

                Fix: rename the token to match its element or text (see the suggestion), or \
                delete it.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<buttonImage id=\"buttonExit\" value=\"\"/>\n</view>\n"),
                    "strings/strings.xml": strings(
                        "<token id=\"buttonExit_alt\">Exit</token>\n<token id=\"a\">A</token>\n<token id=\"a_alt\">A</token>\n"
                    ),
                ]),
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<!-- <buttonImage id=\"button_info\" value=\"InfoBlack.png\"/> -->\n</view>\n"
                    ),
                    "strings/strings.xml": strings("<token id=\"button_info_alt\">Information</token>\n"),
                ]),
            ],
            triggeringExamples: [
                RuleExample([
                    "widget.xml": widget(
                        "<view id=\"ShowID\">\n<buttonImage id=\"buttonExit\" value=\"\"/>\n</view>\n"),
                    "strings/strings.xml": strings("<token ↓id=\"buttonExt_alt\">Exit</token>\n"),
                ])
            ]
        )

        /// `X_alt` is the screen-reader text of token or element X. Without widget.xml the
        /// element ids are unknown, so the check is skipped rather than guessed.
        public func finish(_ files: [TranslationsInput], _ context: TranslationsContext) {
            guard let model = context.widget, !files.isEmpty else { return }
            let described = files.reduce(model.elementIDs) { $0.union($1.file.ids) }
            // The text of an element widget.xml comments out waits for it to be switched back on.
            let switchedOff = model.commentedOutIDs
            for input in files {
                for token in input.file.tokens where token.id.hasSuffix("_alt") && token.id.count > 4 {
                    let subject = String(token.id.dropLast(4))
                    guard !described.contains(subject), !switchedOff.contains(subject) else { continue }
                    // Suggest only a close, non-`_alt` name: the likely misspelt element or token.
                    let near = Suggestions.closest(
                        to: subject, in: described.filter { !$0.hasSuffix("_alt") }, maxDistance: 2)
                    context.report(
                        Self.description, at: input.at(token),
                        "'\(token.id)' describes '\(subject)', which is neither a token nor an element id in widget.xml\(Suggestions.didYouMean(near.map { $0 + "_alt" }))",
                        suggestion: near.map { $0 + "_alt" })
                }
            }
        }
    }
}
