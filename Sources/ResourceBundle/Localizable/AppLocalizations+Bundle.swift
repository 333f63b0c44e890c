import Diagnostics
import Localization

extension AppLocalizations {
    /// Whether a path is a file this reads: a `.strings` table in an `.lproj`, or a catalog.
    public static func isLocalizableFile(_ path: String) -> Bool {
        if path.hasSuffix("Localizable.xcstrings") { return !BundleLayout.isJunk(path) }
        if case .localizable = BundleLayout.role(of: path), path.hasSuffix(".strings") { return true }
        return false
    }

    /// The tables of the bundle in `context`, parsed once per input.
    public static func load(_ context: BundleContext) -> AppLocalizations { context.appLocalizations }

    static func parse(_ context: BundleContext) -> AppLocalizations {
        var files: [(path: String, language: String?, bytes: [UInt8])] = []
        for entry in context.files({ _ in true }) where isLocalizableFile(entry.path) {
            guard let bytes = context.bytes(of: entry) else { continue }
            if case .localizable(let language) = BundleLayout.role(of: entry.path) {
                files.append((entry.path, language, bytes))
            } else {
                files.append((entry.path, nil, bytes))
            }
        }
        return parse(files)
    }
}
