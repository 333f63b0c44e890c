import Diagnostics

private func widget(_ body: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<facephi-widget-conf version=\"1.3\">\n\(body)</facephi-widget-conf>\n"
}

private func strings(_ tokens: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations>\n\(tokens)</translations>\n"
}

/// `preview --check`: what a real browser measures on the drawn views. Its examples need
/// Chromium; RuleExamplesTests skips them, saying so, where it is absent.
public enum PreviewRules {
    public static let all: [RuleDescription] = [TextOverflow.description, ImageFailed.description]

    static let checkArguments = ["--check", "-o", "{input}.site", "{input}"]

    private static let button = widget(
        """
        <view id="Finish">
        <button id="accept" content_type="TEXT_ID" content="accept" background="#3167FC" font_size="16.0"/>
        </view>

        """)

    public enum TextOverflow: Rule {
        public static let description = RuleDescription(
            id: "preview.text-overflow",
            severity: .warning,
            summary: "A translated text overflows its element or the phone's width where the default language's fits.",
            explanation: """
                What it checks: `idv-res preview --check` draws every view in every language in \
                headless Chromium, with the bundle's fonts at their sizes, and measures each text: \
                wider or taller than its element (a one-line button, a box with `w`/`h`), or past \
                the phone's width (a word longer than the screen). A text that overflows in a \
                language but fits in the default language is reported at its token in that \
                language's strings file, with the widget element's `file:line` in the message.

                Why it matters: German and Portuguese texts are often a third longer than English. \
                On the phone the SDK cuts the text or lets it run off the screen, and nobody sees \
                it until a user in that language does.

                Fix: shorten the translation, or add a line break (`&#10;`). A text that overflows \
                in the default language too is a layout problem, not a translation one, and is \
                not reported. The measure is a sketch in a \(PreviewOptions.devices[0].width)px-wide \
                phone (`--device` for others), not the SDK's own layout.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    [
                        "widget.xml": button,
                        "strings/strings.xml": strings("<token id=\"accept\">OK</token>\n"),
                        "strings/strings.de.xml": strings("<token id=\"accept\">Weiter</token>\n"),
                    ],
                    command: "preview", arguments: checkArguments)
            ],
            triggeringExamples: [
                RuleExample(
                    [
                        "widget.xml": button,
                        "strings/strings.xml": strings("<token id=\"accept\">OK</token>\n"),
                        "strings/strings.de.xml": strings(
                            "<token ↓id=\"accept\">"
                                + "EINVERSTANDEN, WEITER ZUR NÄCHSTEN SEITE DER AUFNAHME</token>\n"),
                    ],
                    command: "preview", arguments: checkArguments)
            ]
        )
    }

    public enum ImageFailed: Rule {
        public static let description = RuleDescription(
            id: "preview.image-failed",
            severity: .error,
            summary: "An image widget.xml names is in the bundle but a browser cannot show it.",
            explanation: """
                What it checks: `idv-res preview --check` loads every view in headless Chromium and \
                reports each image that is present in the bundle but does not load: a file that \
                is not the image its name says (an HTML error page saved as `logo.png`, a \
                truncated download), or in a format no browser decodes. It is reported at the \
                attribute that names it.

                Why it matters: the name exists, so `validate` finds nothing, but the phone's image \
                decoder fails the same way and the SDK draws an empty space.

                Fix: export the image again as PNG (or JPEG) and replace the file in every density \
                folder.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    [
                        "widget.xml": widget("<view id=\"Start\">\n<image id=\"logo\" value=\"\"/>\n</view>\n"),
                        "strings/strings.xml": strings(""),
                    ],
                    command: "preview", arguments: checkArguments)
            ],
            triggeringExamples: [
                RuleExample(
                    [
                        "widget.xml": widget(
                            "<view id=\"Start\">\n<image id=\"logo\" ↓value=\"logo.png\"/>\n"
                                + "</view>\n"),
                        "strings/strings.xml": strings(""),
                        "resources/163dpi/logo.png": "<html>404 Not Found</html>\n",
                    ],
                    command: "preview", arguments: checkArguments)
            ]
        )
    }
}
