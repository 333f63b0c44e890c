import Diagnostics
import ModelsXML

/// The parsed widget, strings files and resource inventory of one input, shared (cached) by
/// the views and translations checks and the `strings` command.
extension BundleContext {
    /// widget.xml as a model, or nil when the bundle has none (or it is malformed: reported).
    public func widgetModel() -> WidgetModel? { widget }

    func loadWidgetModel() -> WidgetModel? {
        guard let entry = files({ $0 == .views }).first, let root = xmlTree(entry) else { return nil }
        return WidgetModel(root: root)
    }

    /// The path of widget.xml in the bundle.
    var widgetPath: String { files({ $0 == .views }).first?.path ?? "widget.xml" }

    /// How messages name a bundle file: its bundle path, or for loose `--views` /
    /// `--translations` files the path the user gave.
    func shownName(_ path: String) -> String {
        reader is StandaloneBundleReader ? reader.location(of: path).file : path
    }

    /// Every readable strings file: the default (`strings.xml`) first, then by language.
    public func translationFiles() -> [LoadedTranslations] { translations }

    func loadTranslationFiles() -> [LoadedTranslations] {
        var loaded: [LoadedTranslations] = []
        for entry in files({ if case .translations = $0 { true } else { false } }) {
            guard case .translations(let language) = BundleLayout.role(of: entry.path), let root = xmlTree(entry)
            else { continue }
            loaded.append(
                LoadedTranslations(path: entry.path, file: TranslationsFile(root: root, language: language)))
        }
        return loaded.sorted { ($0.file.language ?? "", $0.path) < ($1.file.language ?? "", $1.path) }
    }

    /// Which `resources/<N>dpi/` buckets hold each file name; nil when this input cannot say
    /// (a loose widget.xml, or `--views` without `--resources`).
    public func resourceIndex() -> ResourceIndex? { resources }

    func loadResourceIndex() -> ResourceIndex? {
        if reader is SingleFileBundleReader { return nil }
        if let standalone = reader as? StandaloneBundleReader, !standalone.hasResources { return nil }
        var index = ResourceIndex()
        for entry in files({ if case .resource = $0 { true } else { false } }) {
            if case .resource(let density) = BundleLayout.role(of: entry.path) {
                index.add(entry.name, density: density)
            }
        }
        return index
    }
}

/// A strings file and where it sits in the bundle.
public struct LoadedTranslations: Sendable {
    public let path: String
    public let file: TranslationsFile

    /// `strings.pt.xml`: how messages name the file.
    public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
}
