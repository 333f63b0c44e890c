import ResourceBundle

/// The bundle files a site links to, each copied once under a safe name of ours:
/// `assets/326dpi/logo.png`, `assets/fonts/Poppins-Regular.ttf`.
final class PreviewAssets {
    /// Site path -> bundle entry, sorted when written.
    private(set) var files: [String: BundleEntry] = [:]
    private var pathsByEntry: [String: String] = [:]
    /// Lower-cased paths taken: `Logo.png` and `logo.png` are one file on macOS and Windows.
    private var taken: Set<String> = []

    /// The site path of `entry` (registered for copying), relative to the site root.
    func path(of entry: BundleEntry, folder: String) -> String {
        if let known = pathsByEntry[entry.path] { return known }
        var path = "assets/\(folder)/" + PreviewEscaping.safeName(entry.name)
        // Two bundle paths that make one safe name (hostile names, or names differing in case) stay apart.
        var suffix = 2
        while taken.contains(path.lowercased()) {
            path = "assets/\(folder)/\(suffix)-" + PreviewEscaping.safeName(entry.name)
            suffix += 1
        }
        files[path] = entry
        taken.insert(path.lowercased())
        pathsByEntry[entry.path] = path
        return path
    }
}
