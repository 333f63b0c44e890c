import Diagnostics
import Foundation
import ModelsXML
import ResourceBundle

/// One read of a bundle, from which each page of its preview site is drawn alone, on demand
/// (`preview --serve`): the same pages `PreviewSite.write` writes, by the same code, one at a
/// time. Not thread-safe: one caller at a time.
public final class PreviewPages {
    /// What the read found: the bundle's findings, and the widget.xml findings that keep it from
    /// being drawn (its XML does not parse), empty when it can be.
    public let input: Report.Input
    /// Every page's path in the site, sorted (empty when widget.xml cannot be drawn).
    public let paths: [String]
    public let device: PreviewOptions.Device
    /// The bundle has a widget.xml (which may not parse): a bundle folder, not any folder.
    public var hasWidgetFile: Bool { !bundle.context.files({ $0 == .views }).isEmpty }

    /// Why there is no phone to draw, one line each (`widget.xml:41:9: error: ... [xml.malformed]`):
    /// widget.xml's own errors, or why it is missing; empty when there is one.
    public let widgetProblems: [String]

    private let bundle: PreviewBundle
    private let site: SiteBuilder?
    private let pages: [String: Page]
    /// Page fingerprints' parts, worked out once.
    private lazy var parts = FingerprintParts(bundle: bundle, site: site, stamps: stamps)
    private let stamps: [String: Int]

    enum Page {
        case view(index: Int, language: Int, density: Int?)
        case index(language: Int, density: Int?)
        case texts(language: Int)
        case sideBySide(index: Int)
    }

    /// Reads `path` (a zip or folder) as `PreviewSite.write` does. `stamps`: per bundle path, a
    /// value that changes when the file's bytes do (its size, time and inode), for the files the
    /// pages take as they are (images, fonts): pages whose files changed get a new fingerprint.
    public init(reading path: String, options: PreviewOptions = PreviewOptions(), stamps: [String: Int] = [:])
        throws(PreviewSite.Failure)
    {
        let (bundle, input) = try PreviewBundle.read(path)
        self.bundle = bundle
        self.input = input
        self.stamps = stamps
        device = options.device
        guard bundle.widget != nil else {
            let own = input.diagnostics.filter { $0.location.file == bundle.widgetPath && $0.severity == .error }
            widgetProblems =
                own.isEmpty
                ? [PreviewSite.Failure.noWidget(PathParts(path).name).description]
                : own.map { "\(bundle.place($0.location)): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]" }
            site = nil
            pages = [:]
            paths = []
            return
        }
        widgetProblems = []
        let site = SiteBuilder(bundle: bundle, options: options, title: PathParts(path).name)
        // Asset names in the order of the bundle's files, not of the pages drawn first: a page
        // kept from an earlier read links the same names.
        for (name, buckets) in bundle.resources.sorted(by: { $0.key < $1.key }) {
            for (density, entry) in buckets.sorted(by: { $0.key < $1.key }) {
                _ = site.assets.path(of: entry, folder: name.isFontFile ? "fonts" : "\(density)dpi")
            }
        }
        var pages: [String: Page] = [:]
        for languageIndex in bundle.languages.indices {
            let language = bundle.languages[languageIndex]
            for density in site.densityChoices {
                for index in site.views.indices {
                    let folder = "views/\(language.key)-\(SiteBuilder.densityLabel(density))/"
                    pages[folder + site.viewFiles[index]] = .view(
                        index: index, language: languageIndex, density: density)
                }
                let name = SiteBuilder.indexName(
                    language: languageIndex == 0 ? nil : language, density: density,
                    defaultDensity: bundle.defaultDensity)
                pages[name] = .index(language: languageIndex, density: density)
            }
            pages[SiteBuilder.textsName(language: language)] = .texts(language: languageIndex)
        }
        for index in site.views.indices {
            pages[SiteBuilder.sideBySideFolder + site.viewFiles[index]] = .sideBySide(index: index)
        }
        self.site = site
        self.pages = pages
        paths = pages.keys.sorted()
    }

    /// The page at `path` (relative to the site: `index.html`, `views/de-326dpi/ShowID.html`),
    /// nil when the site has none.
    public func html(of path: String) -> String? {
        guard let site, let page = pages[path] else { return nil }
        switch page {
        case .view(let index, let language, let density):
            return site.viewPage(index, languageIndex: language, density: density).1
        case .index(let language, let density): return site.indexPage(languageIndex: language, density: density).1
        case .texts(let language): return site.textsPage(language: bundle.languages[language])
        case .sideBySide(let index): return site.sideBySidePage(site.views[index], index: index)
        }
    }

    /// The page of the first view `id`, in the default language at the sharpest density.
    public func viewPage(id: String) -> String? {
        guard let site, let index = site.views.firstIndex(where: { $0.id == id }) else { return nil }
        let language = bundle.languages[0].key
        return "views/\(language)-\(SiteBuilder.densityLabel(bundle.defaultDensity))/" + site.viewFiles[index]
    }

    /// A value that changes whenever the page's bytes may: what it is drawn from (its view, its
    /// language, the findings it lists, the files it links). Nil for a path the site has none at.
    public func fingerprint(of path: String) -> Int? {
        guard let page = pages[path] else { return nil }
        return parts.fingerprint(of: page)
    }

    /// The stylesheet every page links (`preview.css`).
    public static let stylesheet = (name: PreviewPageKit.stylesheetName, text: PreviewPageKit.stylesheet)

    /// The bundle file behind an asset the pages link (`assets/326dpi/logo.png`), nil for any
    /// other path; only regular files (never a symbolic link) are named.
    public func asset(_ path: String) -> BundleEntry? {
        guard let entry = site?.assets.files[path], entry.fileType == .regular else { return nil }
        return entry
    }

    /// The bytes of an entry `asset` named, read through the bundle's reader.
    public func bytes(of entry: BundleEntry) -> [UInt8]? { bundle.bytes(of: entry) }

    /// The stamp given for a bundle path when this read was made.
    public func stamp(of path: String) -> Int? { stamps[path] }

    /// How the bundle is read: a folder's files are on disk.
    public var kind: BundleKind { bundle.context.reader.kind }

    /// The Content-Security-Policy of every page, and the same allowing one more inline script
    /// of ours (by its SHA-256, worked out here).
    public static let policy = PreviewPageKit.policy

    public static func policy(allowingScript script: String) -> String {
        let hash = PreviewPageKit.cspHash(of: script)
        return PreviewPageKit.policy.replacingOccurrences(
            of: "script-src '\(PreviewPageKit.scriptHash)'", with: "script-src '\(PreviewPageKit.scriptHash)' '\(hash)'"
        )
    }

    /// Text as HTML text or an attribute value, escaped as every page escapes the bundle's.
    public static func escapeHTML(_ text: String) -> String { PreviewEscaping.html(text) }

    /// A page in place of a page that cannot be drawn: `heading`, and the phone replaced by
    /// `problems` (`widget.xml:41:9: error: ...`), escaped.
    public static func problemPage(
        title: String, heading: String, problems: [String], device: PreviewOptions.Device, root: String
    ) -> String {
        var body = "<div class=\"screen\"><div class=\"phone problem\" style=\"width:\(device.width)px;"
        body += "height:\(device.height)px\"><ul class=\"problem-list\">"
        body += problems.map { "<li><code>\(PreviewEscaping.html($0))</code></li>" }.joined()
        body += "</ul></div><div class=\"side\"><header><h1>\(PreviewEscaping.html(heading))</h1><nav>"
        body += "<a href=\"\(root)index.html\">All views</a></nav></header><p class=\"note\">Nothing can be drawn "
        body += "until the file reads again: fix it and save, and this page redraws.</p></div></div>"
        let css =
            ".phone.problem { background: #2b0d0d; color: #ffd7d3; padding: 24px 16px; box-sizing: border-box; "
            + "overflow: auto; } .problem-list { list-style: none; margin: 0; padding: 0; } "
            + ".problem-list li { margin: 0 0 12px; overflow-wrap: anywhere; white-space: pre-wrap; }\n"
        return PreviewPageKit.page(title: title, root: root, css: css, body: body)
    }
}

extension PreviewBundle {
    /// The bundle at `path` and its findings, as `validate` reports them.
    static func read(_ path: String) throws(PreviewSite.Failure) -> (PreviewBundle, Report.Input) {
        let opened = InputOpener.open(path)
        let reader: BundleReader
        do {
            reader = try opened.reader()
        } catch {
            throw PreviewSite.Failure.unreadable(error.userMessage)
        }
        let input = BundleValidator.validate(opened)
        let context = BundleContext(reader: reader, options: ValidationOptions())
        return (PreviewBundle(context: context, diagnostics: input.diagnostics), input)
    }
}
