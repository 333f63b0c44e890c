import Diagnostics
import ModelsXML
import ResourceBundle

/// What each kind of page is drawn from, hashed once per read (within one process: `Hasher`
/// is seeded per run). A view page: the site's frame (views and their files, languages and
/// their token names (the SDK's lookups read every language's), densities, resource files, widget.xml's root and file-wide findings),
/// its view (elements, their findings, the texts the SDK fills in) and its language; an index
/// adds every view and every finding; a side-by-side page every language.
/// `PreviewPagesTests` draws every page of two reads and checks that each page whose bytes
/// differ has a new fingerprint.
struct FingerprintParts {
    let frame: Int
    let views: [Int]
    let languages: [Int]
    let findings: Int

    init(bundle: PreviewBundle, site: SiteBuilder?, stamps: [String: Int]) {
        var frame = Hasher()
        frame.combine(site?.viewFiles ?? [])
        frame.combine(site.map { "\($0.options.device)" } ?? "")
        for language in bundle.languages {
            frame.combine(language.label)
            frame.combine(language.key)
            frame.combine(language.translations?.path)
            frame.combine(Set(language.tokens.keys))
        }
        frame.combine(bundle.densities)
        for (name, buckets) in bundle.resources.sorted(by: { $0.key < $1.key }) {
            frame.combine(name)
            for (density, entry) in buckets.sorted(by: { $0.key < $1.key }) {
                frame.combine(density)
                frame.combine(entry)
                frame.combine(stamps[entry.path])
            }
        }
        if let root = bundle.widget?.root {
            frame.combine(root.name)
            frame.combine(root.attributes)
        }
        frame.combine(bundle.fileWideFindings)
        self.frame = frame.finalize()

        views = (site?.views ?? []).enumerated().map { index, view in
            var hasher = Hasher()
            Self.combine(view.element, into: &hasher)
            hasher.combine(bundle.findings(in: PreviewBundle.lines(of: view)))
            let fills = site?.runtime.fills[index] ?? [:]
            for key in fills.keys.sorted() {
                hasher.combine(key)
                hasher.combine(fills[key])
            }
            for state in site?.runtime.states[index] ?? [] {
                hasher.combine(state.token)
                hasher.combine(state.element)
                hasher.combine(state.reason)
            }
            return hasher.finalize()
        }
        languages = bundle.languages.map { language in
            var hasher = Hasher()
            for token in language.translations?.file.tokens ?? [] {
                hasher.combine(token.id)
                hasher.combine(token.value)
                hasher.combine(token.line)
                hasher.combine(token.column)
            }
            return hasher.finalize()
        }
        var findings = Hasher()
        findings.combine(bundle.diagnostics)
        self.findings = findings.finalize()
    }

    func fingerprint(of page: PreviewPages.Page) -> Int {
        var hasher = Hasher()
        hasher.combine(frame)
        switch page {
        case .view(let index, let language, let density):
            hasher.combine(0)
            hasher.combine(views[index])
            hasher.combine(languages[language])
            hasher.combine(density)
        case .index(let language, let density):
            hasher.combine(1)
            hasher.combine(views)
            hasher.combine(languages[language])
            hasher.combine(density)
            hasher.combine(findings)
        case .texts(let language):
            hasher.combine(2)
            hasher.combine(views)
            hasher.combine(languages[language])
        case .sideBySide(let index):
            hasher.combine(3)
            hasher.combine(views[index])
            hasher.combine(languages)
        }
        return hasher.finalize()
    }

    /// An element and everything under it, with the lines and columns pages show.
    private static func combine(_ element: LocatedElement, into hasher: inout Hasher) {
        hasher.combine(element.name)
        hasher.combine(element.line)
        hasher.combine(element.column)
        hasher.combine(element.attributes)
        hasher.combine(element.text)
        hasher.combine(element.children.count)
        for child in element.children { combine(child, into: &hasher) }
    }
}
