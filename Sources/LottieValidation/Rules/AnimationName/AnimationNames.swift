import Diagnostics

/// The SDK loads its tip and tutorial animations by exact file name; an app replaces one by
/// shipping a file with that name. This walks the names an app ships, matches each against
/// the catalog's, and calls the animation-name rule for what it found; it reports nothing
/// itself.
public struct AnimationNameChecker: Sendable {
    /// Catalog names, without extension (`selphid_anim_tip_id_male`).
    public var names: [String]
    /// The extension the SDK loads (`json`).
    public var fileExtension: String

    public init(names: [String], fileExtension: String = "json") {
        self.names = names
        self.fileExtension = fileExtension
    }

    /// The prefix every catalog name shares, up to its last `_` (`selphid_anim_`): a file
    /// that starts with it is meant as an override.
    public var prefix: String {
        guard var common = names.first else { return "" }
        for name in names.dropFirst() {
            while !name.hasPrefix(common) { common.removeLast() }
        }
        guard let underscore = common.lastIndex(of: "_") else { return common }
        return String(common[...underscore])
    }

    /// True when some file in `paths` is meant as an override (its name starts with the
    /// prefix, in any case): then the folder is an app resources folder to check.
    public func hasOverrides(_ paths: [String]) -> Bool {
        let prefix = self.prefix.lowercased()
        return !prefix.isEmpty && paths.contains { fileName($0).lowercased().hasPrefix(prefix) }
    }

    /// Checks every file of `paths` (bundle paths, `/`-separated) whose name is meant as an
    /// override; `listDefaults` adds a note for each catalog name no file overrides.
    public func check(_ paths: [String], listDefaults: Bool, location: (String) -> Location, into sink: DiagnosticSink)
    {
        let prefix = self.prefix.lowercased()
        guard !prefix.isEmpty else { return }
        let catalog = Set(names)
        let byLowercase = Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var overridden: Set<String> = []
        var folder: String?
        for path in paths.sorted() {
            let name = fileName(path)
            guard name.lowercased().hasPrefix(prefix) else { continue }
            if folder == nil { folder = String(path.dropLast(name.count)) }
            let (stem, fileExtension) = split(name)
            var at = location(path)
            at.jsonPath = "$"
            if catalog.contains(stem), fileExtension == self.fileExtension {
                overridden.insert(stem)
            } else if let exact = byLowercase[stem.lowercased()] {
                LottieRules.AnimationNameCase.report(
                    name, stem: stem, fileExtension: fileExtension, catalogName: exact,
                    catalogExtension: self.fileExtension, at: at, sink)
            } else {
                LottieRules.UnknownAnimationName.report(
                    name, stem: stem, catalog: names, catalogExtension: self.fileExtension, at: at, sink)
            }
        }
        guard listDefaults, let folder else { return }
        for name in names where !overridden.contains(name) {
            // No JSON path: the file does not exist.
            LottieRules.DefaultAnimation.report(
                name + "." + self.fileExtension, at: location(folder + name + "." + self.fileExtension), sink)
        }
    }

    private func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `name.json` -> (`name`, `json`); the extension is everything after the first dot, so
    /// `x.json.json` keeps `json.json` and is reported.
    private func split(_ name: String) -> (String, String) {
        guard let dot = name.firstIndex(of: ".") else { return (name, "") }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }
}
