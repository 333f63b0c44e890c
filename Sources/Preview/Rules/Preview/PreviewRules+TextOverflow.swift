import Diagnostics
import ModelsXML
import ResourceBundle

extension PreviewRules {
    public enum TextOverflow: Rule, PreviewRule {
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
                    command: "preview", settings: checkSettings, arguments: ["{input}"])
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
                    command: "preview", settings: checkSettings, arguments: ["{input}"])
            ]
        )

        /// A text that overflows in the default language too is a layout problem: not reported.
        static func visit(measurements: PreviewMeasurements, _ findings: PreviewFindings) {
            let site = measurements.site
            let inDefault = measurements.overflowing[measurements.defaultLanguage] ?? [:]
            var languages: [String] = []
            for page in site.measuredPages where !languages.contains(page.language) { languages.append(page.language) }
            for language in languages.dropFirst() {
                guard let loaded = site.languageFiles[language] ?? nil else { continue }
                let drawn = (site.texts[language] ?? []).map { ($0.key, $0) }
                let texts = Dictionary(drawn, uniquingKeysWith: { first, _ in first })
                let overflowing = measurements.overflowing[language] ?? [:]
                for (key, how) in overflowing.sorted(by: { $0.key < $1.key }) where inDefault[key] == nil {
                    guard let text = texts[key],
                        let token = loaded.file.tokens.first(where: { $0.id == text.token })
                    else { continue }
                    let element = text.element
                    let id = element[attribute: "id"].map { " id=\"\($0.value)\"" } ?? ""
                    let what =
                        text.key.hasPrefix("u.")
                        ? "the phone's width (a text on no view)"
                        : text.key.hasPrefix("s")
                            ? "the width of its <\(element.name)\(id)> as a state text"
                            : how == "box" ? "its <\(element.name)\(id)>" : "the phone's width"
                    let place = "\(site.widgetPath):\(element.line)"
                    findings.report(
                        description,
                        at: Location(
                            file: loaded.path, container: site.container, line: token.line, column: token.column),
                        "text '\(text.token)' in \(loaded.fileName) overflows \(what) (\(place), view "
                            + "'\(text.viewID)') in \(loaded.file.languageLabel), where the default language's text fits",
                        place: text.place(in: language))
                }
            }
        }
    }
}
