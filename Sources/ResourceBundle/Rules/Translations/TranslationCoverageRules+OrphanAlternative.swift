import Diagnostics

extension TranslationCoverageRules {
    public enum OrphanAlternative: Rule {
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
    }
}
