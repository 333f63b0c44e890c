/// The bundle files a site links to, each copied once under a safe name of ours:
/// `assets/326dpi/logo.png`, `assets/fonts/Poppins-Regular.ttf`.
final class PreviewAssets {
    /// Site path -> bundle entry, sorted when written.
    private(set) var files: [String: BundleEntry] = [:]
    private var pathsByEntry: [String: String] = [:]

    /// The site path of `entry` (registered for copying), relative to the site root.
    func path(of entry: BundleEntry, folder: String) -> String {
        if let known = pathsByEntry[entry.path] { return known }
        var path = "assets/\(folder)/" + PreviewEscaping.safeName(entry.name)
        // Two bundle paths that make one safe name (only with hostile names) stay apart.
        var suffix = 2
        while files[path] != nil {
            path = "assets/\(folder)/\(suffix)-" + PreviewEscaping.safeName(entry.name)
            suffix += 1
        }
        files[path] = entry
        pathsByEntry[entry.path] = path
        return path
    }
}
