import Diagnostics

extension XLIFFRules {
    public enum InlineMarkup: Rule, XLIFFRule {
        public static let description = RuleDescription(
            id: "xliff.inline-markup",
            severity: .error,
            summary: "An XLIFF unit's target has inline markup a .strings value cannot hold; the unit is refused.",
            explanation: """
                What it checks: on `strings --import`, the text of each `<target>` is read with its \
                inline elements: `<g>` and `<mrk>` keep their text, `<ph>`, `<it>`, `<bx>`, `<ex>` \
                their content (the code they protect, such as `%@`), and an empty one or `<x/>` \
                its `equiv-text`. An inline element with neither content nor `equiv-text`, or an \
                element that is not XLIFF 1.2 inline markup, cannot be written as text.

                Why it matters: dropping the element would shorten the translation silently \
                ("Délai " for "Délai dépassé"); the import refuses the whole file instead, before \
                anything is written.

                Fix: in the translation tool, export with the code as content (`<ph id="1">%@</ph>`) \
                or with `equiv-text`, or type the text without the tag.
                """,
            nonTriggeringExamples: [
                example(
                    "<trans-unit id=\"selphid_component_tip_title\"><source>Timeout</source>"
                        + "<target>Délai <g id=\"1\">dépassé</g> <ph id=\"2\">%@</ph><x id=\"3\" equiv-text=\"!\"/></target></trans-unit>"
                )
            ],
            triggeringExamples: [
                example(
                    "<trans-unit id=\"selphid_component_tip_title\"><source>Timeout</source>"
                        + "<target>Délai ↓<x id=\"1\"/> dépassé</target></trans-unit>")
            ]
        )

        /// The units of a `<file>` whose target text could not be read, each where it is.
        public static func checkFile(_ file: XLIFFImport.File, _ context: XLIFFContext) {
            for refused in file.refused {
                context.report(
                    description, at: Location(file: context.path, line: refused.line, column: refused.column),
                    "'\(refused.key)': \(refused.message)")
            }
        }
    }
}
