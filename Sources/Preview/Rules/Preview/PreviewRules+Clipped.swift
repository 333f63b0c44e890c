import Diagnostics
import ModelsXML
import ResourceBundle

extension PreviewRules {
    public enum Clipped: Rule, PreviewRule {
        public static let description = RuleDescription(
            id: "preview.clipped",
            severity: .warning,
            summary: "An element reaches past the phone's bottom edge.",
            explanation: """
                What it checks: `idv-res preview --check` draws every view in headless Chromium \
                and reports each element widget.xml places (`x y w h`, the spring-2024 1.3 \
                widgets) whose box ends below the bottom of the \(PreviewOptions.devices[0].width)x\
                \(PreviewOptions.devices[0].height) phone (`--device` for others), in the default \
                language, once, at the element. Elements widget.xml does not place run down the \
                screen in document order; the first of a view that ends below the bottom edge \
                (or below the bottom of the panel that holds it) is reported at its element, in \
                the default language, or in each language where the default is not cut (a long \
                translation that pushes the buttons off the screen).

                Why it matters: the phone cuts what lies past its edge, and the preview does too, \
                silently: a button moved down by a `y` that is too large is simply not there.

                Fix: make `y` (or `h`) smaller, measure from the other edge (`ay="BOTTOM"`), or \
                give the height as a fraction of the screen (`h="0.1"`); shorten the texts of a \
                screen that runs past the bottom. The flow is the preview's sketch of a layout \
                the SDK decides: a screen that fits here with a few pixels to spare may not on a \
                phone.
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
                    command: "preview", settings: checkSettings, arguments: ["{input}"]),
                RuleExample(
                    [
                        "widget.xml": widget(
                            "<view id=\"Start\">\n<text id=\"title\" text=\"tip\"/>\n"
                                + "↓<text id=\"tip\" text=\"tip\" line_height=\"800\"/>\n</view>\n"),
                        "strings/strings.xml": strings("<token id=\"tip\">Hello</token>\n"),
                    ],
                    command: "preview", settings: checkSettings, arguments: ["{input}"]),
            ]
        )

        /// `c <view>.<element>` lines of the default language's index: once per element; `b`
        /// lines (the flow) per view, at the first element cut, in the default language or in
        /// each language where the default is not cut.
        static func visit(measurements: PreviewMeasurements, _ findings: PreviewFindings) {
            visitFlow(measurements, findings)
            let site = measurements.site
            for key in measurements.clipped.sorted() {
                guard let (element, viewID) = site.elements[key],
                    let view = Int(key.prefix { $0 != "." }), site.viewPages.indices.contains(view)
                else { continue }
                let id = element[attribute: "id"].map { " id=\"\($0.value)\"" } ?? ""
                findings.report(
                    description,
                    at: Location(
                        file: site.widgetPath, container: site.container, line: element.line, column: element.column),
                    "<\(element.name)\(id)> in view '\(viewID)' reaches past the bottom of the "
                        + "\(site.device.width)x\(site.device.height) phone, which cuts it",
                    place: PreviewPlace(
                        page: site.viewPages[view], language: measurements.defaultLanguage, view: view,
                        elementLine: element.line))
            }
        }
        /// The flow: elements widget.xml does not place run down the screen in document order;
        /// the first that ends below the phone's bottom edge (or its panel's bottom) is reported.
        static func visitFlow(_ measurements: PreviewMeasurements, _ findings: PreviewFindings) {
            let site = measurements.site
            let inDefault = measurements.flowClipped[measurements.defaultLanguage] ?? []
            var languages: [String] = []
            for page in site.measuredPages where !languages.contains(page.language) { languages.append(page.language) }
            for language in languages {
                let isDefault = language == measurements.defaultLanguage
                let keys = (measurements.flowClipped[language] ?? []).subtracting(isDefault ? [] : inDefault)
                var byView: [Int: [Int]] = [:]
                for key in keys {
                    let parts = key.split(separator: ".").compactMap { Int($0) }
                    if parts.count == 2 { byView[parts[0], default: []].append(parts[1]) }
                }
                let name =
                    isDefault
                    ? "the default language"
                    : ((site.languageFiles[language] ?? nil)?.file.languageLabel ?? language)
                for (view, indexes) in byView.sorted(by: { $0.key < $1.key }) {
                    let first = indexes.min() ?? 0
                    guard let (element, viewID) = site.flowingElements["\(view).\(first)"],
                        site.viewPages.indices.contains(view)
                    else { continue }
                    let id = element[attribute: "id"].map { " id=\"\($0.value)\"" } ?? ""
                    let more = indexes.count > 1 ? " (and \(indexes.count - 1) more after it)" : ""
                    findings.report(
                        description,
                        at: Location(
                            file: site.widgetPath, container: site.container, line: element.line,
                            column: element.column),
                        "<\(element.name)\(id)>\(more) in view '\(viewID)' ends below the bottom of the "
                            + "\(site.device.width)x\(site.device.height) phone in \(name), in the "
                            + "preview's vertical flow of the elements widget.xml does not place",
                        place: PreviewPlace(
                            page: page(site.viewPages[view], language: language, site: site), language: language,
                            view: view, elementLine: element.line))
                }
            }
        }

        /// The default language's view page, in another language's folder.
        static func page(_ defaultPage: String, language: String, site: PreviewSite.Result) -> String {
            guard let first = site.measuredPages.first?.language, first != language,
                defaultPage.hasPrefix("views/\(first)-")
            else { return defaultPage }
            return "views/\(language)-" + defaultPage.dropFirst("views/\(first)-".count)
        }
    }
}
