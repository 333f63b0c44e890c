import Diagnostics
import ResourceBundle

extension PreviewRules {
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
                    command: "preview", settings: checkSettings, arguments: ["{input}"])
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
                    command: "preview", settings: checkSettings, arguments: ["{input}"])
            ]
        )
    }
}
