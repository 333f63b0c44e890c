import Diagnostics
import ResourceBundle

extension PreviewRules {
    public enum Clipped: Rule, PreviewRule {
        public static let description = RuleDescription(
            id: "preview.clipped",
            severity: .warning,
            summary: "An element placed by widget.xml reaches past the phone's bottom edge.",
            explanation: """
                What it checks: `idv-res preview --check` draws every view in headless Chromium \
                and reports each element widget.xml places (`x y w h`, the spring-2024 1.3 \
                widgets) whose box ends below the bottom of the \(PreviewOptions.devices[0].width)x\
                \(PreviewOptions.devices[0].height) phone (`--device` for others), in the default \
                language. It is reported once, at the element. Elements the SDK lays out itself \
                (no `x`/`y`) are not reported: the preview's flow is not the SDK's layout.

                Why it matters: the phone cuts what lies past its edge, and the preview does too, \
                silently: a button moved down by a `y` that is too large is simply not there.

                Fix: make `y` (or `h`) smaller, measure from the other edge (`ay="BOTTOM"`), or \
                give the height as a fraction of the screen (`h="0.1"`).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    [
                        "widget.xml": widget(
                            "<view id=\"Start\">\n<text id=\"tip\" text=\"tip\" x=\"0\" y=\"100\" h=\"40\"/>\n"
                                + "</view>\n"),
                        "strings/strings.xml": strings("<token id=\"tip\">Hello</token>\n"),
                    ],
                    command: "preview", settings: checkSettings, arguments: ["{input}"])
            ],
            triggeringExamples: [
                RuleExample(
                    [
                        "widget.xml": widget(
                            "<view id=\"Start\">\n↓<text id=\"tip\" text=\"tip\" x=\"0\" y=\"900\" h=\"40\"/>\n"
                                + "</view>\n"),
                        "strings/strings.xml": strings("<token id=\"tip\">Hello</token>\n"),
                    ],
                    command: "preview", settings: checkSettings, arguments: ["{input}"])
            ]
        )

        /// `c <view>.<element>` lines of the default language's index: once per element.
        static func visit(measurements: PreviewMeasurements, _ sink: DiagnosticSink) {
            let site = measurements.site
            for key in measurements.clipped.sorted() {
                guard let (element, viewID) = site.elements[key] else { continue }
                let id = element[attribute: "id"].map { " id=\"\($0.value)\"" } ?? ""
                let view = Int(key.prefix { $0 != "." }).flatMap { site.viewPages.indices.contains($0) ? $0 : nil }
                let page = view.map { "; see \(site.viewPages[$0])" } ?? ""
                sink.report(
                    description,
                    at: Location(
                        file: site.widgetPath, container: site.container, line: element.line, column: element.column),
                    "<\(element.name)\(id)> in view '\(viewID)' reaches past the bottom of the "
                        + "\(site.device.width)x\(site.device.height) phone, which cuts it\(page)")
            }
        }
    }
}
