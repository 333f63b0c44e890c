import Diagnostics

/// Findings of `strings --import`, located in the XLIFF being imported.
public enum XLIFFRules {
    public static let all: [RuleDescription] = [
        InlineMarkup.description, NeedsReview.description, OtherFile.description, UnknownToken.description,
    ]

    static let strings = "fr.lproj/Localizable.strings"
    static let existing = "\"selphid_component_tip_title\" = \"Photo\";\n"
    static let importArguments = ["{input}", "--import", "{input}/fr.xliff"]

    static func xliff(_ body: String, original: String = "fr.lproj/Localizable.strings") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="\(original)" source-language="en" target-language="fr" datatype="plaintext"><body>
        \(body)
        </body></file>
        </xliff>

        """
    }

    static func example(_ body: String, original: String = "fr.lproj/Localizable.strings") -> RuleExample {
        RuleExample(
            [strings: existing, "fr.xliff": xliff(body, original: original)], command: "strings",
            arguments: importArguments)
    }

    public enum InlineMarkup: Rule {
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
    }

    public enum NeedsReview: Rule {
        public static let description = RuleDescription(
            id: "xliff.needs-review",
            severity: .warning,
            summary: "An XLIFF unit is in state new or needs-*; it is not imported without --accept-needs-review.",
            explanation: """
                What it checks: on `strings --import`, the `state` of each `<target>`. `translated`, \
                `final`, `signed-off` (or no state) are imported; `new` and every `needs-*` state \
                (`needs-review-translation`, `needs-translation`...) are listed and skipped.

                Why it matters: a translation tool marks a text it is not sure of (a fuzzy match, a \
                machine translation) for review; importing it as final ships it to users.

                Fix: review the unit and set it to `translated`, or import with \
                `--accept-needs-review` when drafts are wanted (a test build).
                """,
            nonTriggeringExamples: [
                example(
                    "<trans-unit id=\"selphid_component_tip_title\"><source>Photo</source>"
                        + "<target state=\"final\">Photo du document</target></trans-unit>")
            ],
            triggeringExamples: [
                example(
                    "<trans-unit id=\"selphid_component_tip_title\"><source>Photo</source>"
                        + "↓<target state=\"needs-review-translation\">Photo du document</target></trans-unit>")
            ]
        )
    }

    public enum OtherFile: Rule {
        public static let description = RuleDescription(
            id: "xliff.other-file",
            severity: .note,
            summary: "An XLIFF <file> is not a Localizable.strings; its units are not imported.",
            explanation: """
                What it checks: on `strings --import`, each `<file original>` of the XLIFF. Units go \
                to the file they came from, and idv-res writes only `Localizable.strings` (the SDK's \
                table). Units of `InfoPlist.strings`, storyboards or other tables are counted in one \
                note per file and never merged into Localizable.strings.

                Why it matters: an Xcode export holds every localizable file of the app; merging \
                them all into one table would add keys the SDK never reads and hide the real ones.

                Fix: nothing to fix when the XLIFF came from Xcode: import it with Xcode (Product > \
                Import Localizations) for the app's other files.
                """,
            nonTriggeringExamples: [
                example(
                    "<trans-unit id=\"selphid_component_tip_title\"><source>Photo</source><target>Photo</target></trans-unit>"
                )
            ],
            triggeringExamples: [
                RuleExample(
                    [
                        strings: existing,
                        "fr.xliff": """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
                        ↓<file original="App/en.lproj/InfoPlist.strings" source-language="en" target-language="fr"><body>
                        <trans-unit id="CFBundleName"><source>Demo</source><target>Démo</target></trans-unit>
                        </body></file>
                        </xliff>

                        """,
                    ], command: "strings", arguments: importArguments)
            ]
        )
    }

    static let defaultStrings =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations>\n"
        + "    <token id=\"button_start\">START</token>\n</translations>\n"

    public enum UnknownToken: Rule {
        public static let description = RuleDescription(
            id: "xliff.unknown-token",
            severity: .error,
            summary: "An XLIFF unit for a resources bundle names a token its default strings.xml does not have.",
            explanation: """
                What it checks: on `strings ZIP|DIR --import FILE`, each unit's id is a token of \
                the default `strings/strings.xml`. The import stops before anything is written.

                Why it matters: the SDK looks texts up by the tokens widget.xml names, and every \
                language falls back to the default file; a token only one language has is never \
                shown, and is usually a renamed or misspelt id in the translation tool.

                Fix: correct the unit's id in the XLIFF, or add the token to strings.xml first and \
                export again (`strings DIR --export xliff --lang LANG`).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    [
                        "strings/strings.xml": defaultStrings,
                        "fr.xliff": xliff(
                            "<trans-unit id=\"button_start\"><source>START</source><target>COMMENCER</target></trans-unit>",
                            original: "strings/strings.fr.xml"),
                    ], command: "strings", arguments: importArguments)
            ],
            triggeringExamples: [
                RuleExample(
                    [
                        "strings/strings.xml": defaultStrings,
                        "fr.xliff": xliff(
                            "<trans-unit id=\"button_strat\"><source>START</source>↓<target>COMMENCER</target></trans-unit>",
                            original: "strings/strings.fr.xml"),
                    ], command: "strings", arguments: importArguments)
            ]
        )
    }
}
