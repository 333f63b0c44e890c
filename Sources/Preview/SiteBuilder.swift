import Diagnostics
import ModelsXML
import ResourceBundle

/// Builds every page of a preview site: one index per language and density, and one page per
/// view, language and density. Only HTML strings here; `SiteFiles` writes them.
final class SiteBuilder {
    let bundle: PreviewBundle
    let options: PreviewOptions
    let title: String
    let assets = PreviewAssets()
    /// Per language key: the texts drawn (the same in every density).
    private(set) var texts: [String: [PreviewText]] = [:]
    /// The state and unplaced texts of the default language (for the coverage count).
    private(set) var unplacedTexts: [PreviewText] = []
    /// `data-i` of a drawn image -> its element and attribute in widget.xml.
    private(set) var imageAttributes: [String: (LocatedElement, XMLAttribute)] = [:]
    /// `<view>.<element>` of each element widget.xml places (`x`/`y`) -> it and its view's id.
    private(set) var placedElements: [String: (LocatedElement, String)] = [:]
    /// `<view>.<element>` of the other elements (the preview's vertical flow) -> it and its view's id.
    private(set) var flowingElements: [String: (LocatedElement, String)] = [:]
    let views: [WidgetView]
    /// Each view's page file name, unique even when ids repeat or are hostile.
    let viewFiles: [String]
    /// The texts the SDK fills at run time, and the state texts of each view.
    let runtime: RuntimeTexts
    /// What each view's elements hold and paint, the same in every language and density.
    let layouts: [PhoneRenderer.Layout]

    /// `--check` findings to show on the pages (empty before a check).
    let checked: [PreviewSite.CheckedFinding]

    init(bundle: PreviewBundle, options: PreviewOptions, title: String, checked: [PreviewSite.CheckedFinding] = []) {
        self.checked = checked
        self.bundle = bundle
        self.options = options
        self.title = title
        views = bundle.widget?.views ?? []
        var used: Set<String> = []
        var files: [String] = []
        for (index, view) in views.enumerated() {
            var name = PreviewEscaping.safeName(view.id ?? "view-\(index + 1)")
            if used.contains(name.lowercased()) { name += "-\(index + 1)" }
            used.insert(name.lowercased())
            files.append(name + ".html")
        }
        viewFiles = files
        layouts = views.map(PhoneRenderer.Layout.init)
        runtime = RuntimeTexts(
            views: views, widget: bundle.widget,
            tokens: bundle.languages.first?.translations?.file.tokens.map(\.id) ?? [],
            elsewhere: Set(bundle.languages.dropFirst().flatMap(\.tokens.keys)))
    }

    /// `texts-<lang>.html`: every state text and every text placed on no view, for `--check`
    /// and translators.
    static func textsName(language: PreviewBundle.Language) -> String {
        "texts-\(language.key).html"
    }

    /// `index.html` for the default language at the default density, else
    /// `index-<lang>-<N>dpi.html`.
    static func indexName(language: PreviewBundle.Language?, density: Int?, defaultDensity: Int?) -> String {
        if language == nil, density == defaultDensity { return "index.html" }
        return "index-\(language?.key ?? "default")-\(densityLabel(density)).html"
    }

    static func densityLabel(_ density: Int?) -> String { density.map { "\($0)dpi" } ?? "nodpi" }

    /// `--check` findings in `language`, on view `index` (nil: every view's).
    private func measured(_ language: PreviewBundle.Language, view index: Int? = nil) -> [Diagnostic] {
        checked.filter { $0.language == language.key && (index == nil || $0.view == index) }.map(\.diagnostic)
    }

    private func measuredLines(_ language: PreviewBundle.Language, view index: Int) -> [Int: [Diagnostic]] {
        var lines: [Int: [Diagnostic]] = [:]
        for finding in checked where finding.language == language.key && finding.view == index {
            if let line = finding.elementLine { lines[line, default: []].append(finding.diagnostic) }
        }
        return lines
    }

    var densityChoices: [Int?] { bundle.densities.isEmpty ? [nil] : bundle.densities.reversed() }

    func build() -> [String: String] {
        var pages: [String: String] = [:]
        for (languageIndex, language) in bundle.languages.enumerated() {
            for density in densityChoices {
                for index in views.indices {
                    let (path, page, phone) = viewPage(index, languageIndex: languageIndex, density: density)
                    pages[path] = page
                    if density == densityChoices.first! {
                        texts[language.key, default: []] += phone.texts.map { text in
                            var text = text
                            text.page = path
                            return text
                        }
                    }
                }
                let (name, page) = indexPage(languageIndex: languageIndex, density: density)
                pages[name] = page
            }
            pages[Self.textsName(language: language)] = textsPage(language: language)
        }
        for (index, view) in views.enumerated() {
            pages[Self.sideBySideFolder + viewFiles[index]] = sideBySidePage(view, index: index)
        }
        return pages
    }

    /// One view's page in a language and density: its path, its HTML and its phone (the texts
    /// drawn). `build` and `PreviewPages` (one page at a time) draw it here.
    func viewPage(_ index: Int, languageIndex: Int, density: Int?) -> (String, String, PhoneRenderer.Output) {
        let language = bundle.languages[languageIndex]
        let view = views[index]
        var renderer = PhoneRenderer(
            bundle: bundle, assets: assets, language: language, density: density,
            device: options.device, root: "../../", runtime: runtime, layouts: layouts)
        renderer.measured = measuredLines(language, view: index)
        var phone = renderer.render(view, index: index)
        let states = renderer.states(view, index: index, into: &phone)
        let page = viewPage(
            view, index: index, phone: phone, states: states, language: language,
            languageIndex: languageIndex, density: density)
        return ("views/\(language.key)-\(Self.densityLabel(density))/" + viewFiles[index], page, phone)
    }

    /// The index of a language and density: its name and HTML.
    func indexPage(languageIndex: Int, density: Int?) -> (String, String) {
        let language = bundle.languages[languageIndex]
        var phones: [PhoneRenderer.Output] = []
        for (index, view) in views.enumerated() {
            var renderer = PhoneRenderer(
                bundle: bundle, assets: assets, language: language, density: density,
                device: options.device, root: "", runtime: runtime, layouts: layouts)
            renderer.measured = measuredLines(language, view: index)
            phones.append(renderer.render(view, index: index))
            recordImages(view)
        }
        let name = Self.indexName(
            language: languageIndex == 0 ? nil : language, density: density, defaultDensity: bundle.defaultDensity)
        let page = indexPage(
            phones: phones, language: language, languageIndex: languageIndex, density: density,
            folder: "views/\(language.key)-\(Self.densityLabel(density))/")
        return (name, page)
    }

    /// `views/side-by-side/<view>.html`: the view in every language at full scale, for translators.
    static let sideBySideFolder = "views/side-by-side/"

    /// The scale of the side-by-side phones: every language in one row of a 1280 px window
    /// (24 px of page margin, 8 of padding each side, 24 between phones and 8 of frame each side
    /// of a phone), never below half size (they wrap then).
    static func sideBySideScale(languages: Int, phoneWidth: Int) -> Double {
        let count = Double(max(1, languages))
        let room = 1280 - 2 * 24 - 2 * 8 - (count - 1) * 24 - count * 16
        return min(1, max(0.5, (room / (count * Double(phoneWidth)) * 1000).rounded(.down) / 1000))
    }

    func sideBySidePage(_ view: WidgetView, index: Int) -> String {
        let density = bundle.defaultDensity
        let name = view.id ?? "(no id)"
        var css = fontFaces(root: "../../")
        var body = "<header><h1>\(PreviewEscaping.html(name)): every language side by side</h1><nav>"
        body += "<a href=\"../../index.html\">All views</a>"
        if index > 0 { body += "<a href=\"\(PreviewEscaping.url(viewFiles[index - 1]))\">Previous</a>" }
        if index + 1 < views.count { body += "<a href=\"\(PreviewEscaping.url(viewFiles[index + 1]))\">Next</a>" }
        let scale = Self.sideBySideScale(languages: bundle.languages.count, phoneWidth: options.device.width)
        let size = scale == 1 ? "full scale" : "\(Int((scale * 100).rounded()))% of full scale to fit a 1280 px window"
        body += "</nav><p class=\"note\">At \(Self.densityLabel(density)), \(size); an element outlined in orange "
        body += "overflows in that language (measured as the page loads).</p></header><main class=\"side-by-side\">"
        for language in bundle.languages {
            var renderer = PhoneRenderer(
                bundle: bundle, assets: assets, language: language, density: density, device: options.device,
                root: "../../", runtime: runtime, layouts: layouts)
            renderer.measured = measuredLines(language, view: index)
            let phone = renderer.render(view, index: index)
            css += phone.css
            let code = PreviewPageKit.languageCode(language.label) ?? "und"
            let direction = PreviewPageKit.isRightToLeft(code) ? " dir=\"rtl\"" : ""
            let link = "../\(language.key)-\(Self.densityLabel(density))/" + viewFiles[index]
            body += "<section class=\"column\" lang=\"\(PreviewEscaping.html(code))\"\(direction)><h2>"
            body += "<a href=\"\(PreviewEscaping.url(link))\">\(PreviewEscaping.html(language.label))</a>"
            body += badge(measured(language, view: index), title: "found by --check in this language on this view")
            let (width, height) = (Double(options.device.width) * scale, Double(options.device.height) * scale)
            body += "</h2><div class=\"fit\" style=\"width:\(PreviewEscaping.number(width))px;"
            body += "height:\(PreviewEscaping.number(height))px;--scale:\(PreviewEscaping.number(scale, digits: 3))\">"
            body += "\(phone.html)</div></section>"
        }
        body += "</main>"
        return PreviewPageKit.page(
            title: "\(name) in every language - \(title)", root: "../../", css: css, body: body)
    }

    /// Every view's state texts and the texts placed on no view, in one language at the
    /// default density; `--check` measures them here.
    func textsPage(language: PreviewBundle.Language) -> String {
        let density = bundle.defaultDensity
        let renderer = PhoneRenderer(
            bundle: bundle, assets: assets, language: language, density: density, device: options.device,
            root: "", runtime: runtime, layouts: layouts)
        var output = PhoneRenderer.Output()
        var body = "<header><h1>\(PreviewEscaping.html(title)): every text the SDK sets at run time "
        body += "(\(PreviewEscaping.html(language.label)))</h1><nav><a href=\"index.html\">All views</a>"
        for other in bundle.languages where other.key != language.key {
            body += "<a href=\"\(PreviewEscaping.url(Self.textsName(language: other)))\">"
            body += "\(PreviewEscaping.html(other.label))</a>"
        }
        body += "</nav><p class=\"note\">Texts widget.xml does not name: state texts (warnings, timeouts, results, "
        body += "document-type variants, accessibility labels) drawn in the look of the element that shows them, "
        body += "as wide as it; then the tokens the preview cannot place on a view.</p></header>"
        let onNoView = checked.filter { $0.language == language.key && $0.view == nil }.map(\.diagnostic)
        if !onNoView.isEmpty {
            body += "<p>Measured by <code>--check</code> in \(PreviewEscaping.html(language.label)): "
            body += "\(counts(onNoView)):</p>" + list(onNoView)
        }
        for (index, view) in views.enumerated() {
            let states = renderer.states(view, index: index, into: &output)
            guard !states.isEmpty else { continue }
            body +=
                "<section class=\"states\"><h2>\(PreviewEscaping.html(view.id ?? "(no id)"))</h2>\(states)</section>"
        }
        if !runtime.unplaced.isEmpty {
            body += "<section class=\"states\"><h2>On no view (\(runtime.unplaced.count))</h2>"
            body += renderer.unplaced(root: bundle.widget?.root, into: &output)
            body += "</section>"
        }
        let page = Self.textsName(language: language)
        let placed = output.texts.map { text in
            var text = text
            text.page = page
            return text
        }
        if language.key == bundle.languages.first?.key { unplacedTexts = placed }
        texts[language.key, default: []] += placed
        return PreviewPageKit.page(
            title: "\(title) - texts (\(language.label))", root: "", css: fontFaces(root: ""), body: body,
            language: language.label)
    }

    private func recordImages(_ view: WidgetView) {
        guard let widget = bundle.widget,
            let viewIndex = views.firstIndex(where: { $0.element === view.element })
        else { return }
        for (elementIndex, element) in view.elements.enumerated() {
            if !element.isFlowing {
                placedElements["\(viewIndex).\(elementIndex)"] = (element, view.id ?? "")
            } else {
                flowingElements["\(viewIndex).\(elementIndex)"] = (element, view.id ?? "")
            }
            for attribute in element.attributes where widget.kind(of: attribute, on: element) == .resource(.image) {
                imageAttributes["\(viewIndex).\(elementIndex).\(attribute.name)"] = (element, attribute)
            }
        }
    }

    // MARK: pages

    private func fontFaces(root: String) -> String {
        var css = ""
        for name in bundle.resources.keys.sorted() where name.isFontFile {
            guard let entry = bundle.entry(name, density: nil) else { continue }
            let path = assets.path(of: entry, folder: "fonts")
            css +=
                "@font-face{font-family:\(PhoneRenderer.fontFamily(name));"
                + "src:url(\"\(root)\(PreviewEscaping.url(path))\")}\n"
        }
        return css
    }

    /// A count of findings, coloured as the worst of them is on the command line; nothing for none.
    private func badge(_ findings: [Diagnostic], title: String) -> String {
        guard let worst = findings.map(\.severity).min(by: { PhoneRenderer.rank($0) < PhoneRenderer.rank($1) }) else {
            return ""
        }
        return "<span class=\"badge badge-\(worst.rawValue)\" title=\"\(title)\">\(findings.count)</span>"
    }

    private func switchers(
        language current: PreviewBundle.Language, density currentDensity: Int?,
        link: (PreviewBundle.Language, Int, Int?) -> String
    ) -> String {
        var html = "<nav>Language: "
        for (index, language) in bundle.languages.enumerated() {
            let file = language.translations?.fileName ?? "no strings file"
            let text =
                PreviewEscaping.html("\(language.label) (\(file))")
                + badge(measured(language), title: "found by --check in this language")
            html +=
                language.key == current.key
                ? "<span class=\"current\">\(text)</span>"
                : "<a href=\"\(link(language, index, currentDensity))\">\(text)</a>"
        }
        html += "</nav>"
        guard !bundle.densities.isEmpty else { return html }
        html += "<nav>Density: "
        let currentIndex = bundle.languages.firstIndex { $0.key == current.key } ?? 0
        for density in densityChoices {
            let text = Self.densityLabel(density)
            html +=
                density == currentDensity
                ? "<span class=\"current\">\(text)</span>"
                : "<a href=\"\(link(current, currentIndex, density))\">\(text)</a>"
        }
        return html + "</nav>"
    }

    private func indexPage(
        phones: [PhoneRenderer.Output], language: PreviewBundle.Language, languageIndex: Int,
        density: Int?, folder: String
    ) -> String {
        var body = "<header><h1>\(PreviewEscaping.html(title)): \(views.count) views</h1>"
        body += switchers(language: language, density: density) { target, index, density in
            PreviewEscaping.url(
                Self.indexName(
                    language: index == 0 ? nil : target, density: density,
                    defaultDensity: self.bundle.defaultDensity))
        }
        body +=
            "<p class=\"note\">A sketch of every screen as widget.xml describes it, drawn in a "
            + "\(options.device.width)x\(options.device.height) phone (\(PreviewEscaping.html(options.device.name))). "
            + "Elements with a finding are outlined in red (hover for the message), and each view's findings are listed "
            + "under its card; a missing text shows its token id, "
            + "a missing image a dashed box.</p></header>"
        let d = options.device
        // Equal cards in a grid; each view's findings listed under its card.
        body += "<main class=\"grid\" style=\"grid-template-columns:repeat(auto-fill,\(d.width * 3 / 4 + 20)px)\">"
        for (index, view) in views.enumerated() {
            let findings = bundle.findings(in: PreviewBundle.lines(of: view)) + measured(language, view: index)
            let count = findings.count
            let link = PreviewEscaping.url(folder + viewFiles[index])
            body +=
                "<div class=\"cell\" data-view=\"\(index)\">"
                + "<section class=\"card\" data-view=\"\(index)\" style=\"width:\(d.width * 3 / 4)px\">"
                + "<h2><a href=\"\(link)\">"
                + "\(PreviewEscaping.html(view.id ?? "(no id)"))</a></h2>"
            body +=
                "<div class=\"count\">" + (count > 0 ? "\(count) finding\(count == 1 ? "" : "s")" : "&#160;") + "</div>"
            let side = PreviewEscaping.url(Self.sideBySideFolder + viewFiles[index])
            body +=
                "<a class=\"phone-link\" href=\"\(link)\" aria-label=\"\(PreviewEscaping.html(view.id ?? "view"))\">"
                + "<div class=\"thumb\" style=\"width:\(d.width * 3 / 4)px;height:\(d.height * 3 / 4)px\">"
                + "\(phones[index].html)</div></a><a href=\"\(side)\">every language</a></section>"
            if !findings.isEmpty { body += list(findings, extraClass: " card-findings", view: index) }
            body += "</div>"
        }
        body += "</main>"
        body += summary(language: language)
        let css = fontFaces(root: "") + phones.map(\.css).joined()
        return PreviewPageKit.page(
            title: "\(title) - preview (\(language.label))", root: "", css: css, body: body, language: language.label)
    }

    private func summary(language: PreviewBundle.Language) -> String {
        let inLanguage = measured(language)
        let all = bundle.diagnostics + inLanguage
        guard !all.isEmpty else {
            return "<section class=\"summary\"><p>No findings: validate reports nothing.</p></section>"
        }
        var html =
            "<section class=\"summary\"><p>\(counts(all)) (as <code>idv-res validate</code> reports them).</p>"
            + "<table>"
        var inViews = 0
        for (index, view) in views.enumerated() {
            let findings = bundle.findings(in: PreviewBundle.lines(of: view)) + measured(language, view: index)
            inViews += findings.count
            guard !findings.isEmpty else { continue }
            let folder = "views/\(language.key)-\(Self.densityLabel(bundle.defaultDensity))/"
            let link = PreviewEscaping.url(folder + viewFiles[index])
            html +=
                "<tr><th><a href=\"\(link)\">\(PreviewEscaping.html(view.id ?? "(no id)"))</a></th>"
                + "<td>\(counts(findings))</td></tr>"
        }
        html += "</table>"
        let viewLines = views.map { PreviewBundle.lines(of: $0) }
        let fileWide = bundle.fileWideFindings
        if !fileWide.isEmpty {
            html += "<p class=\"filewide\">About widget.xml as a whole (outlining no element):</p>" + list(fileWide)
        }
        let outside =
            bundle.diagnostics.filter { finding in
                !PreviewBundle.isFileWide(finding)
                    && (finding.location.file != bundle.widgetPath
                        || !viewLines.contains { range in finding.location.line.map(range.contains) == true })
            } + inLanguage.filter { finding in !checked.contains { $0.diagnostic == finding && $0.view != nil } }
        if !outside.isEmpty {
            html +=
                "<details><summary>\(outside.count) finding\(outside.count == 1 ? "" : "s") outside the views "
                + "(strings files, resources, documents)</summary>" + list(outside) + "</details>"
        }
        return html + "</section>"
    }

    private func counts(_ findings: [Diagnostic]) -> String {
        let order: [Severity] = [.error, .warning, .note]
        return order.compactMap { severity -> String? in
            let n = findings.filter { $0.severity == severity }.count
            guard n > 0 else { return nil }
            return "<span class=\"sev-\(severity.rawValue)\">\(n) \(severity.rawValue)\(n == 1 ? "" : "s")</span>"
        }.joined(separator: ", ")
    }

    private func list(_ findings: [Diagnostic], extraClass: String = "", view: Int? = nil) -> String {
        "<ul class=\"findings\(extraClass)\"" + (view.map { " data-view=\"\($0)\"" } ?? "") + ">"
            + findings.map { finding in
                "<li><span class=\"sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
                    + "<code>\(PreviewEscaping.html(bundle.place(finding.location)))</code> "
                    + PreviewEscaping.html(finding.message)
                    + " <code>[\(PreviewEscaping.html(finding.ruleID))]</code></li>"
            }.joined() + "</ul>"
    }

    private func viewPage(
        _ view: WidgetView, index: Int, phone: PhoneRenderer.Output, states: String,
        language: PreviewBundle.Language, languageIndex: Int, density: Int?
    ) -> String {
        let name = view.id ?? "(no id)"
        // The phone first, at the page's top left corner: screenshots find it at a fixed place.
        var body = "<div class=\"screen\">" + phone.html + "<div class=\"side\">"
        body += "<header><h1>\(PreviewEscaping.html(name))</h1><nav><a href=\"../../"
        body += PreviewEscaping.url(
            Self.indexName(
                language: languageIndex == 0 ? nil : language, density: density,
                defaultDensity: bundle.defaultDensity))
        body += "\">All views</a>"
        body += "<a href=\"../side-by-side/\(PreviewEscaping.url(viewFiles[index]))\">Every language</a>"
        if index > 0 { body += "<a href=\"\(PreviewEscaping.url(viewFiles[index - 1]))\">Previous</a>" }
        if index + 1 < views.count { body += "<a href=\"\(PreviewEscaping.url(viewFiles[index + 1]))\">Next</a>" }
        body += "</nav>"
        body += switchers(language: language, density: density) { target, _, density in
            "../" + PreviewEscaping.url("\(target.key)-\(Self.densityLabel(density))/" + self.viewFiles[index])
        }
        body += "</header>"
        body += "<p class=\"note\">" + layoutNote(phone) + "</p>"
        let findings = bundle.findings(in: PreviewBundle.lines(of: view))
        let measuredHere = measured(language, view: index)
        if view.elements.isEmpty {
            body += "<p class=\"note\">This view is empty in widget.xml (<code>&lt;view&gt;&lt;/view&gt;</code>): "
            body += "the SDK draws its own default screen, which the preview cannot show.</p>"
        }
        if findings.isEmpty && measuredHere.isEmpty {
            body +=
                "<p>No findings in this view" + (checked.isEmpty ? " (run with --check to measure its texts)" : "")
                + ".</p>"
        } else {
            if !findings.isEmpty { body += "<p>\(counts(findings)):</p>" + list(findings) }
            if !measuredHere.isEmpty {
                body += "<p>Measured by <code>--check</code> in \(PreviewEscaping.html(language.label)): "
                body += "\(counts(measuredHere)):</p>" + list(measuredHere)
            }
        }
        let fileWide = bundle.fileWideFindings
        if !fileWide.isEmpty {
            body += "<p class=\"filewide\">About widget.xml as a whole:</p>" + list(fileWide)
        }
        let stateCount = runtime.states[index]?.count ?? 0
        if stateCount > 0 {
            body += "<section class=\"states\"><h2>State texts (\(stateCount))</h2>"
            body += "<p class=\"note\">What the SDK shows on this screen at run time (warnings, timeouts, results, "
            body += "variants, accessibility labels), in the look of the element that shows it.</p>\(states)</section>"
        }
        body += "</div></div>"
        let css = fontFaces(root: "../../") + phone.css
        return PreviewPageKit.page(
            title: "\(name) (\(language.label)) - \(title)", root: "../../", css: css,
            body: body, language: language.label)
    }

    private func layoutNote(_ phone: PhoneRenderer.Output) -> String {
        if phone.positioned > 0 && phone.flowing == 0 {
            return "Layout: every element placed where widget.xml says (<code>x y w h ax ay</code>, "
                + "1.3 spring-2024 widgets)."
        }
        if phone.positioned > 0 {
            return "Layout: \(phone.positioned) elements placed where widget.xml says "
                + "(<code>x y w h ax ay</code>); the "
                + "other \(phone.flowing) in a plain vertical flow, because the SDK decides where they go."
        }
        return "Layout: a plain vertical flow in document order. This widget.xml leaves positions to the SDK, so the "
            + "phone places elements differently; colours, texts, fonts, images and sizes are the bundle's."
    }
}
