import Diagnostics
import Foundation
import ModelsXML
import ResourceBundle

extension PreviewRules {
    public enum FontFallback: Rule, PreviewRule {
        public static let description = RuleDescription(
            id: "preview.font-fallback",
            severity: .warning,
            summary: "A text has characters the bundle's font it is drawn in has no glyph for.",
            explanation: """
                What it checks: `idv-res preview --check` reads the `cmap` table (formats 4 and \
                12) of each TTF/OTF font a widget element names (`font="Poppins-SemiBold.ttf"`) \
                and reports each text drawn in it, in each language, with characters the font \
                has no glyph for: at the token in that language's strings file, naming the first \
                missing characters, the element's `widget.xml:line` and the view. White space, \
                control and format characters (line breaks, zero-width joiners, direction \
                marks), variation selectors and emoji (which every phone draws from its own emoji \
                font) do not count. A font whose `cmap` cannot be read is skipped.

                Why it matters: the phone draws a character its font lacks in a system font: an \
                Arabic or Greek text in a Latin-only brand font comes out in another typeface, \
                size and weight than the design, and a character no font has is an empty box. \
                The preview in Chromium falls back the same way, so the screenshot looks \
                plausible and nobody notices.

                Fix: add a font that covers the language's script to the bundle and name it on \
                the elements (one widget per language when needed), or ask the translator for \
                the characters the font has (a typographic apostrophe the font lacks, for one).
                """,
            nonTriggeringExamples: [
                RuleExample(
                    [
                        "widget.xml": fontWidget,
                        "strings/strings.xml": strings("<token id=\"tip\">Hello, world!\n(2 of 3)</token>\n"),
                        "resources/163dpi/Basic.ttf": asciiFont,
                    ],
                    command: "preview", settings: checkSettings, arguments: ["{input}"])
            ],
            triggeringExamples: [
                RuleExample(
                    [
                        "widget.xml": fontWidget,
                        "strings/strings.xml": strings("<token id=\"tip\">Hello</token>\n"),
                        "strings/strings.de.xml": strings("<token ↓id=\"tip\">Grüße</token>\n"),
                        "resources/163dpi/Basic.ttf": asciiFont,
                    ],
                    command: "preview", settings: checkSettings, arguments: ["{input}"])
            ]
        )

        static let fontWidget = widget(
            "<view id=\"Start\">\n<text id=\"tip\" text=\"tip\" font=\"Basic.ttf\"/>\n</view>\n")

        /// A TrueType font of one table, `cmap`, whose one format 4 segment maps U+0020-U+007E
        /// (every byte below 0x80, so that the example can hold it as text).
        static let asciiFont = String(
            decoding: [
                0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0,  // version 1.0, one table
                99, 109, 97, 112, 0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 36,  // 'cmap' at 28, 36 bytes
                0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12,  // one subtable: Windows BMP, at +12
                0, 4, 0, 24, 0, 0, 0, 2, 0, 2, 0, 0, 0, 0,  // format 4, one segment
                0, 126, 0, 0, 0, 32, 0, 1, 0, 0,  // end 0x7E, pad, start 0x20, delta 1, range offset 0
            ] as [UInt8], as: UTF8.self)

        /// Once per token, language and font, at the first element drawing it.
        static func visit(measurements: PreviewMeasurements, _ findings: PreviewFindings) {
            let site = measurements.site
            var languages: [String] = []
            for page in site.measuredPages where !languages.contains(page.language) { languages.append(page.language) }
            for language in languages {
                guard let loaded = site.languageFiles[language] ?? nil else { continue }
                var seen: Set<String> = []
                for text in site.texts[language] ?? [] {
                    guard let font = text.element[attribute: "font"]?.value, let characters = site.fonts[font],
                        seen.insert(text.token + "\u{0}" + font).inserted,
                        let token = loaded.file.tokens.first(where: { $0.id == text.token })
                    else { continue }
                    let missing = missingCharacters(token.value, in: characters)
                    guard !missing.isEmpty else { continue }
                    let shown = missing.prefix(5).map { scalar in
                        "'\(scalar)' U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                    }
                    let rest = missing.count > 5 ? " and \(missing.count - 5) more" : ""
                    let element = text.element
                    let id = element[attribute: "id"].map { " id=\"\($0.value)\"" } ?? ""
                    findings.report(
                        description,
                        at: Location(
                            file: loaded.path, container: site.container, line: token.line, column: token.column),
                        "text '\(text.token)' in \(loaded.fileName) has characters \(font) has no glyph for: "
                            + shown.joined(separator: ", ") + rest + "; the phone draws them in a system font "
                            + "(<\(element.name)\(id)>, \(site.widgetPath):\(element.line), view '\(text.viewID)'"
                            + ", in \(loaded.file.languageLabel))", place: text.place(in: language))
                }
            }
        }

        /// The distinct characters of `text` (in its composed form, as the phone shapes it) that
        /// the font lacks, in order; what the SDK does not draw as a glyph does not count.
        static func missingCharacters(_ text: String, in font: FontCharacters) -> [Unicode.Scalar] {
            var missing: [Unicode.Scalar] = []
            for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars
            where !font.contains(scalar) && drawsAGlyph(scalar) && !missing.contains(scalar) {
                missing.append(scalar)
            }
            return missing
        }

        static func drawsAGlyph(_ scalar: Unicode.Scalar) -> Bool {
            let properties = scalar.properties
            switch properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .unassigned, .surrogate:
                return false
            default: break
            }
            if properties.isWhitespace || properties.isVariationSelector || properties.isNoncharacterCodePoint {
                return false
            }
            // Emoji come from the phone's emoji font whatever the bundle's font.
            if properties.isEmojiPresentation || (properties.isEmoji && scalar.value >= 0x2000) { return false }
            return true
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
