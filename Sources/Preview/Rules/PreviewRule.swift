import Diagnostics

/// A `preview.*` rule, called once the pages are measured with what Chromium measured on them.
/// A rule reports each finding with the one page that lists it (`PreviewFindings`), with its
/// message text in its own file; the measurement (PreviewCheck) reports nothing.
protocol PreviewRule: Rule {
    static func visit(measurements: PreviewMeasurements, _ findings: PreviewFindings)
}

/// What Chromium measured on the site's index pages (one per language), read from each page's
/// `#idv-measure` lines.
struct PreviewMeasurements {
    let site: PreviewSite.Result
    /// The language of the first page: the default.
    let defaultLanguage: String
    /// Each language -> the keys of its texts that overflow -> how (`box`: their element;
    /// otherwise the phone's width).
    let overflowing: [String: [String: String]]
    /// `<view>.<element>.<attribute>` of each image Chromium could not show, in any language.
    let failedImages: Set<String>
    /// `<view>.<element>` of each placed element past the phone's bottom edge, in the default language.
    var clipped: Set<String> = []
    /// Each language -> `<view>.<element>` of each flowing element past the phone's bottom edge
    /// (or its panel's bottom).
    var flowClipped: [String: Set<String>] = [:]
    /// The default language's texts (by `data-t` key) whose contrast with what is behind them
    /// is below WCAG AA, in colours that are both the bundle's.
    var lowContrast: [String: ContrastReading] = [:]

    /// One `k` line of the page script: `k <key> <ratio> <needed> bundle|ours <text> <backdrop>`.
    struct ContrastReading: Equatable {
        /// The text's element, as the page script names it.
        let key: String
        let ratio: Double
        let needed: Double
        let bundleColours: Bool
        let text: String
        let backdrop: String

        init?(_ line: Substring) {
            let parts = line.split(separator: " ")
            guard parts.count == 7, parts[0] == "k", let ratio = Double(parts[2]), let needed = Double(parts[3])
            else { return nil }
            key = String(parts[1])
            self.ratio = ratio
            self.needed = needed
            bundleColours = parts[4] == "bundle"
            text = String(parts[5])
            backdrop = String(parts[6])
        }

        /// Below the WCAG AA ratio for its size.
        var isLow: Bool { ratio < needed }
    }
}

/// Where the site lists a finding: the page its message names, its language, its view (nil: the
/// texts page) and the widget.xml line of the element it outlines (nil: none).
struct PreviewPlace: Equatable {
    let page: String
    let language: String
    let view: Int?
    let elementLine: Int?
}

extension PreviewText {
    /// Its page in `language`, outlining its element unless it is a state text or on no view.
    func place(in language: String) -> PreviewPlace {
        let isElement = !key.hasPrefix("s") && !key.hasPrefix("u")
        return PreviewPlace(
            page: page, language: language, view: viewIndex, elementLine: isElement ? element.line : nil)
    }
}

/// What preview rules report to: each finding with the one place the site lists it. The message
/// ends with "; see PAGE" from that place, so that the command line and the site agree.
final class PreviewFindings {
    private(set) var all: [(finding: Diagnostic, place: PreviewPlace)] = []

    func report(_ rule: RuleDescription, at location: Location, _ message: String, place: PreviewPlace) {
        let finding = Diagnostic(rule, at: location, message + "; see \(place.page)")
        guard !all.contains(where: { $0.finding == finding }) else { return }
        all.append((finding, place))
    }
}

extension PreviewRules {
    /// Every `preview.*` rule, from the generated list: a new rule's file is all it takes
    /// (the build lists it: Plugins/RuleLists). Its order is no order of findings: `Report.Input` sorts them by place, then rule id.
    static let registered: [any PreviewRule.Type] = PreviewRuleTypes.previewRules
}
