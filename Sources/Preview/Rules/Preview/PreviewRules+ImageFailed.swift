import Diagnostics
import ModelsXML
import ResourceBundle

extension PreviewRules {
    public enum ImageFailed: Rule, PreviewRule {
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

        /// Once per attribute, whatever the languages it failed in: on the default language's page
        /// of its view (the first that names it), outlining its element.
        static func visit(measurements: PreviewMeasurements, _ findings: PreviewFindings) {
            let site = measurements.site
            var reported: Set<String> = []
            for key in measurements.failedImages.sorted() {
                guard let (element, attribute) = site.imageAttributes[key],
                    let view = Int(key.prefix { $0 != "." }), site.viewPages.indices.contains(view),
                    reported.insert("\(attribute.line):\(attribute.column)").inserted
                else { continue }
                findings.report(
                    description,
                    at: Location(
                        file: site.widgetPath, container: site.container, line: attribute.line, column: attribute.column
                    ),
                    "image '\(attribute.value)' (\(attribute.name) on <\(element.name)>) is in the bundle but "
                        + "Chromium cannot show it: not a readable image",
                    place: PreviewPlace(
                        page: site.viewPages[view], language: measurements.defaultLanguage, view: view,
                        elementLine: element.line))
            }
        }
    }
}
