import Diagnostics
import ModelsXML
import ResourceBundle

/// What the pages of a preview are drawn from: the widget, the languages, the density buckets,
/// the resource files, and the bundle's findings (from the same checks `validate` runs).
final class PreviewBundle {
    /// One language of the bundle: the default (`strings.xml`) or `strings.<lang>.xml`.
    struct Language {
        /// `default`, or the language code: how pages and messages name it.
        let label: String
        /// The language as a file-name-safe key (`default`, `es`, `pt-BR`).
        let key: String
        let translations: LoadedTranslations?
        let tokens: [String: TranslationsFile.Token]
    }

    let context: BundleContext
    let widget: WidgetModel?
    let widgetPath: String
    let languages: [Language]
    /// Density buckets, ascending; empty when the bundle has no `resources/<N>dpi/`.
    let densities: [Int]
    /// File name -> density -> entry.
    let resources: [String: [Int: BundleEntry]]
    let diagnostics: [Diagnostic]
    private var byteCache: [String: [UInt8]] = [:]

    init(context: BundleContext, diagnostics: [Diagnostic]) {
        self.context = context
        self.diagnostics = Diagnostic.sortedForReport(diagnostics)
        widget = context.widgetModel()
        widgetPath = context.files({ $0 == .views }).first?.path ?? "widget.xml"
        var languages: [Language] = []
        var usedKeys: Set<String> = []
        for loaded in context.translationFiles() {
            let label = loaded.file.languageLabel
            var key = PreviewEscaping.safeName(label)
            // Two files of one language (strings.es.xml and strings-es.xml): the first wins.
            if usedKeys.contains(key) { continue }
            usedKeys.insert(key)
            if key == "default", loaded.file.language != nil { key = "lang-default" }
            var tokens: [String: TranslationsFile.Token] = [:]
            for token in loaded.file.tokens where tokens[token.id] == nil { tokens[token.id] = token }
            languages.append(Language(label: label, key: key, translations: loaded, tokens: tokens))
        }
        if languages.isEmpty {
            languages = [Language(label: "default", key: "default", translations: nil, tokens: [:])]
        }
        self.languages = languages
        var resources: [String: [Int: BundleEntry]] = [:]
        for entry in context.files({ if case .resource = $0 { true } else { false } }) {
            if case .resource(let density) = BundleLayout.role(of: entry.path), resources[entry.name]?[density] == nil {
                resources[entry.name, default: [:]][density] = entry
            }
        }
        self.resources = resources
        densities = Set(resources.values.flatMap(\.keys)).sorted()
    }

    /// The sharpest bucket: images are drawn at their size in that bucket's points.
    var defaultDensity: Int? { densities.last }

    /// The entry of `name` in bucket `density`, else in the nearest bucket that has it (fonts
    /// and videos usually sit in one bucket only).
    func entry(_ name: String, density: Int?) -> BundleEntry? {
        guard let buckets = resources[name], !buckets.isEmpty else { return nil }
        if let density, let entry = buckets[density] { return entry }
        let target = density ?? 0
        let nearest = buckets.keys.min { (abs($0 - target), $0) < (abs($1 - target), $1) }
        return nearest.flatMap { buckets[$0] }
    }

    /// The bytes of a resource (read once), or nil when unreadable (reported by `validate`).
    func bytes(of entry: BundleEntry) -> [UInt8]? {
        if let cached = byteCache[entry.path] { return cached }
        guard let bytes = try? context.reader.read(entry, limit: 256 << 20) else { return nil }
        byteCache[entry.path] = bytes
        return bytes
    }

    /// Findings reported in widget.xml between `lines` (an element's start tag).
    func findings(in lines: ClosedRange<Int>) -> [Diagnostic] {
        lines.flatMap { widgetFindings[$0] ?? [] }
    }

    /// widget.xml findings by line (a bundle may have thousands of findings elsewhere); the
    /// file-wide ones are not pinned to an element.
    private lazy var widgetFindings: [Int: [Diagnostic]] = Dictionary(
        grouping: diagnostics.filter {
            $0.location.file == widgetPath && $0.location.line != nil && !Self.isFileWide($0)
        },
        by: { $0.location.line ?? 0 })

    /// Rules whose finding is about widget.xml as a whole, though reported at one place.
    static let fileWideRules: Set<String> = ["views.older-generation", "views.unknown-version", "views.wrong-root"]

    static func isFileWide(_ finding: Diagnostic) -> Bool { fileWideRules.contains(finding.ruleID) }

    /// widget.xml's file-wide findings: shown on every page, outlining nothing.
    var fileWideFindings: [Diagnostic] {
        diagnostics.filter { $0.location.file == widgetPath && Self.isFileWide($0) }
    }

    /// Lines of an element's start tag: its `<` to its last attribute value.
    static func lines(of element: LocatedElement) -> ClosedRange<Int> {
        element.line...max(element.line, element.attributes.map(\.valueLine).max() ?? element.line)
    }

    /// Lines of a whole view: its start tag to the last line of its last element.
    static func lines(of view: WidgetView) -> ClosedRange<Int> {
        let last = view.elements.map { lines(of: $0).upperBound }.max() ?? lines(of: view.element).upperBound
        return view.element.line...max(view.element.line, last)
    }

    /// How pages name a place in the bundle: `widget.xml:12:5`.
    func place(_ location: Location) -> String {
        Location(file: location.file, line: location.line, column: location.column).description
    }
}
