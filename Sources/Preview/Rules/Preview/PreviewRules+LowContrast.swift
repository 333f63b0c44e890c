import Diagnostics
import ModelsXML
import ResourceBundle

extension PreviewRules {
    public enum LowContrast: Rule, PreviewRule {
        public static let description = RuleDescription(
            id: "preview.low-contrast",
            severity: .warning,
            summary: "A text's colour and the bundle's colour behind it are too close to read (WCAG AA).",
            explanation: """
                What it checks: `idv-res preview --check` draws every view in headless Chromium and \
                measures, for each text, the WCAG 2 contrast ratio between its colour and what is \
                painted behind it on the screen (the view's background, the panel holding it, the \
                button it sits on; a gradient at its worst stop; translucent colours composited). \
                A text whose colour and backdrop are both the bundle's and whose ratio is below \
                4.5:1 (3:1 for large text: 24 px, or 18.66 px bold) is reported once per element, \
                at its colour attribute (`text_color`, `color`, `foreground`), in the default \
                language. A text over an image, a video or the camera is not measured: the preview \
                does not know those pixels. Where the bundle names no colour the preview chooses a \
                readable one, so only the bundle's own colours are reported.

                Why it matters: a user cannot read what the designer could not tell apart from its \
                background either: white on a white box, a light grey tip on a pale panel. WCAG AA \
                asks for 4.5:1, and the screen is read in daylight, at arm's length.

                Fix: darken the text or the backdrop (or lighten the other) until the ratio is at \
                least 4.5:1; any contrast checker takes the two colours of the message.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    [
                        "widget.xml": widget(
                            "<view id=\"Start\">\n<background id=\"background\" color=\"#FFFFFF\"/>\n"
                                + "<text id=\"tip\" text=\"tip\" text_color=\"#526080\"/>\n</view>\n"),
                        "strings/strings.xml": strings("<token id=\"tip\">Hello</token>\n"),
                    ],
                    command: "preview", settings: checkSettings, arguments: ["{input}"])
            ],
            triggeringExamples: [
                RuleExample(
                    [
                        "widget.xml": widget(
                            "<view id=\"Start\">\n<background id=\"background\" color=\"#FFFFFF\"/>\n"
                                + "<text id=\"tip\" text=\"tip\" ↓text_color=\"#C8C8C8\"/>\n</view>\n"),
                        "strings/strings.xml": strings("<token id=\"tip\">Hello</token>\n"),
                    ],
                    command: "preview", settings: checkSettings, arguments: ["{input}"])
            ]
        )

        /// Once per element, at the attribute that gives its text colour, on the default
        /// language's page of its view (a state text: of the view that shows it).
        static func visit(measurements: PreviewMeasurements, _ findings: PreviewFindings) {
            let site = measurements.site
            var texts: [String: PreviewText] = [:]
            for text in site.texts[measurements.defaultLanguage] ?? [] where texts[text.key] == nil {
                texts[text.key] = text
            }
            var reported: Set<Int> = []
            for (key, reading) in measurements.lowContrast.sorted(by: { $0.key < $1.key }) {
                guard let text = texts[key], let attribute = colourAttribute(of: text.element),
                    reported.insert(text.element.line).inserted
                else { continue }
                let element = text.element
                let id = element[attribute: "id"].map { " id=\"\($0.value)\"" } ?? ""
                let ratio = PreviewEscaping.number(reading.ratio, digits: 2)
                let needed = PreviewEscaping.number(reading.needed, digits: 1)
                findings.report(
                    description,
                    at: Location(
                        file: site.widgetPath, container: site.container, line: attribute.line,
                        column: attribute.column),
                    "text '\(text.token)' of <\(element.name)\(id)> (view '\(text.viewID)') is drawn in "
                        + "\(reading.text) on \(reading.backdrop), both the bundle's colours: contrast \(ratio):1, "
                        + "below the \(needed):1 WCAG AA asks of text this size",
                    place: text.place(in: measurements.defaultLanguage))
            }
        }

        /// The attribute that colours an element's text, as the preview reads it.
        static func colourAttribute(of element: LocatedElement) -> XMLAttribute? {
            let names = element.name == "button" ? ["text_color", "foreground"] : ["text_color", "color"]
            return names.lazy.compactMap { element[attribute: $0] }.first { PreviewColour($0.value) != nil }
        }
    }
}
