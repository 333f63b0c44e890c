import Diagnostics
import Foundation
import ModelsXML
import ResourceBundle

/// `idv-res preview`: a static site with every view of a bundle in every language and density.
/// The same bundle always gives the same bytes (sorted, no dates).
public enum PreviewSite {
    /// What was written, and what `--check` needs to map measurements back to the bundle.
    public struct Result: Sendable {
        public let output: String
        public let views: Int
        public let languages: [String]
        public let densities: [Int]
        public let pages: Int
        /// The bundle's findings, as `validate` reports them.
        public let input: Report.Input
        /// Per language (site key): the pages measured by `--check` (its index, its texts page),
        /// relative to the site.
        let measuredPages: [(language: String, page: String)]
        let texts: [String: [PreviewText]]
        let languageFiles: [String: LoadedTranslations?]
        let imageAttributes: [String: (LocatedElement, XMLAttribute)]
        let widgetPath: String
        let container: String
        /// Per view index: its page in the default language at the default density.
        let viewPages: [String]
        /// `<view>.<element>` of each element widget.xml places -> it and its view's id.
        let elements: [String: (LocatedElement, String)]
        /// `<view>.<element>` of each element in the preview's vertical flow -> it and its view's id.
        let flowingElements: [String: (LocatedElement, String)]
        /// Each `font` value of widget.xml whose file's `cmap` could be read -> its characters.
        let fonts: [String: FontCharacters]
        /// The phone the pages draw.
        let device: PreviewOptions.Device
        /// How many of the texts a screen can show the site draws (`RuntimeTexts`).
        public let coverage: TextCoverage
    }

    /// The tokens of the default strings file and those widget.xml names (`used`): how many
    /// are drawn on a view page (in their element, or as a view's state text) and how many are
    /// only listed, on no view (`texts-<lang>.html`).
    public struct TextCoverage: Sendable, Equatable {
        public let used: Int
        public let onViews: Int
        public let listed: Int
        /// Tokens used but drawn nowhere.
        public let missing: [String]
    }

    public enum Failure: Error, CustomStringConvertible {
        case unreadable(String)
        case noWidget(String)
        case destinationExists(String)
        case writeFailed(String)

        public var description: String {
            switch self {
            case .unreadable(let message): "cannot read: \(message)"
            case .noWidget(let path): "\(path) has no widget.xml (or it does not parse): nothing to preview"
            case .destinationExists(let path):
                "\(path) exists and is not an earlier preview site; choose another folder (nothing was written)"
            case .writeFailed(let message): message
            }
        }
    }

    /// A `--check` finding with where the site lists it, once: the page its message names, its
    /// language, the view (nil: the texts page) and the widget.xml line of the element it
    /// outlines (nil: none).
    public struct CheckedFinding: Sendable, Equatable {
        public let diagnostic: Diagnostic
        public let page: String
        public let language: String
        public let view: Int?
        public let elementLine: Int?

        init(diagnostic: Diagnostic, place: PreviewPlace) {
            self.diagnostic = diagnostic
            page = place.page
            language = place.language
            view = place.view
            elementLine = place.elementLine
        }
    }

    /// The file that marks a folder as a preview site, so that a new preview may replace it.
    public static let marker = OutputKind.previewSiteMarker

    public static func write(
        _ path: String, to output: String,
        options: PreviewOptions = PreviewOptions(), checked: [CheckedFinding] = []
    ) throws -> Result {
        let (bundle, input) = try PreviewBundle.read(path)
        let reader = bundle.context.reader
        guard bundle.widget != nil else { throw Failure.noWidget(path) }
        let site = SiteBuilder(
            bundle: bundle, options: options, title: PathParts(path).name, checked: checked)
        let files = site.build()
        try SiteFiles.write(files, assets: site.assets, bundle: bundle, to: output)
        let defaultDensity = bundle.defaultDensity
        return Result(
            output: output, views: bundle.widget?.views.count ?? 0, languages: bundle.languages.map(\.label),
            densities: bundle.densities, pages: files.count, input: input,
            measuredPages: bundle.languages.enumerated().flatMap { index, language in
                [
                    (
                        language.key,
                        SiteBuilder.indexName(
                            language: index == 0 ? nil : language, density: defaultDensity,
                            defaultDensity: defaultDensity)
                    ),
                    (language.key, SiteBuilder.textsName(language: language)),
                ]
            },
            texts: site.texts,
            languageFiles: Dictionary(uniqueKeysWithValues: bundle.languages.map { ($0.key, $0.translations) }),
            imageAttributes: site.imageAttributes, widgetPath: bundle.widgetPath, container: reader.displayName,
            viewPages: site.viewFiles.map {
                "views/\(bundle.languages[0].key)-\(SiteBuilder.densityLabel(defaultDensity))/\($0)"
            },
            elements: site.placedElements, flowingElements: site.flowingElements,
            fonts: fonts(bundle), device: options.device, coverage: coverage(site, bundle: bundle))
    }

    /// The fonts widget.xml names, read once each; an unreadable one is left out.
    private static func fonts(_ bundle: PreviewBundle) -> [String: FontCharacters] {
        var fonts: [String: FontCharacters] = [:]
        var read: [String: FontCharacters?] = [:]
        for view in bundle.widget?.views ?? [] {
            for element in view.elements {
                guard let name = element["font"], fonts[name] == nil,
                    let entry = bundle.entry(name, density: nil), entry.name.isFontFile
                else { continue }
                if read[entry.path] == nil { read[entry.path] = bundle.bytes(of: entry).flatMap(FontCharacters.init) }
                if let characters = read[entry.path] ?? nil { fonts[name] = characters }
            }
        }
        return fonts
    }

    private static func coverage(_ site: SiteBuilder, bundle: PreviewBundle) -> TextCoverage {
        let defaultTokens = bundle.languages.first?.translations?.file.tokens.map(\.id) ?? []
        let used = Set(defaultTokens).union(site.runtime.referenced)
        let key = bundle.languages.first?.key ?? "default"
        let onView = Set((site.texts[key] ?? []).filter { !$0.key.hasPrefix("u.") }.map(\.token))
        let listed = Set(site.unplacedTexts.filter { $0.key.hasPrefix("u.") }.map(\.token)).subtracting(onView)
        return TextCoverage(
            used: used.count, onViews: used.intersection(onView).count, listed: used.intersection(listed).count,
            missing: used.subtracting(onView).subtracting(listed).sorted())
    }
}

/// Where the files go: a temporary folder beside the output, renamed into place when complete;
/// an existing output is replaced only when it is an earlier preview site.
enum SiteFiles {
    static func write(
        _ pages: [String: String], assets: PreviewAssets, bundle: PreviewBundle,
        to output: String
    ) throws {
        let manager = FileManager.default
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = manager.fileExists(atPath: outputURL.path, isDirectory: &isDirectory)
        if exists {
            let contents = (try? manager.contentsOfDirectory(atPath: outputURL.path)) ?? ["?"]
            let ours = manager.fileExists(atPath: outputURL.appendingPathComponent(PreviewSite.marker).path)
            guard isDirectory.boolValue, contents.isEmpty || ours else {
                throw PreviewSite.Failure.destinationExists(output)
            }
        }
        let parent = outputURL.deletingLastPathComponent()
        let temporary = parent.appendingPathComponent(".\(outputURL.lastPathComponent).idv-res-\(getpid())")
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? manager.removeItem(at: temporary)
            try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
            var all = pages
            all[PreviewSite.marker] = "idv-res preview site: `idv-res preview` may replace this folder.\n"
            all[PreviewPageKit.stylesheetName] = PreviewPageKit.stylesheet
            for (path, text) in all.sorted(by: { $0.key < $1.key }) {
                try write(Data(text.utf8), to: temporary.appendingPathComponent(path))
            }
            for (path, entry) in assets.files.sorted(by: { $0.key < $1.key }) {
                // An unreadable resource is left out (validate reports it); the page shows a broken image.
                guard let bytes = bundle.bytes(of: entry) else { continue }
                try write(Data(bytes), to: temporary.appendingPathComponent(path))
            }
            if exists { try manager.removeItem(at: outputURL) }
            try manager.moveItem(at: temporary, to: outputURL)
        } catch let failure as PreviewSite.Failure {
            try? manager.removeItem(at: temporary)
            throw failure
        } catch {
            try? manager.removeItem(at: temporary)
            throw PreviewSite.Failure.writeFailed("cannot write \(output): \(error.localizedDescription)")
        }
    }

    private static func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
