import Diagnostics

/// A `preview.*` rule, called once the pages are measured with what Chromium measured on them.
/// A rule reports through the sink, with its message text in its own file; the measurement
/// (PreviewCheck) reports nothing.
protocol PreviewRule: Rule {
    static func visit(measurements: PreviewMeasurements, _ sink: DiagnosticSink)
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
}

extension PreviewRules {
    /// Every `preview.*` rule, from the generated list: a new rule's file is all it takes
    /// (the build lists it: Plugins/RuleLists). Its order is no order of findings: `Report.Input` sorts them by place, then rule id.
    static let registered: [any PreviewRule.Type] = PreviewRuleTypes.previewRules
}
