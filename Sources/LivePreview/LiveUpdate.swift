/// What one change of the bundle did: the files that changed, the pages whose content changed
/// (open ones reload; the others are drawn when next asked), and what the site shows now.
public struct LiveUpdate: Sendable, Equatable {
    /// Bundle paths (relative to the bundle; `""` the bundle itself), sorted.
    public let files: [String]
    /// Site paths, sorted.
    public let pages: [String]
    /// How many pages the site has now.
    public let total: Int
    /// `drawn`, `problem` (nothing can be drawn: `problems` says why) or `gone` (deleted).
    public let state: String
    public let problems: [String]

    /// One line for the terminal: `strings/strings.de.xml: 64 of 162 pages to redraw
    /// (index-de-326dpi.html, ..., views/de-326dpi/ 15 pages)`.
    public var summary: String {
        let what = files.map { $0.isEmpty ? "the bundle" : $0 }.joined(separator: ", ")
        switch state {
        case "gone": return "\(what): deleted or moved; the pages show the last version read and say so"
        case "problem": return "\(what): nothing can be drawn: " + problems.joined(separator: "; ")
        default: break
        }
        guard !pages.isEmpty else { return "\(what): no page changed" }
        if pages.count == total { return "\(what): all \(total) pages to redraw" }
        var folders: [String: Int] = [:]
        var loose: [String] = []
        for page in pages {
            if let slash = page.lastIndex(of: "/") {
                folders[String(page[...slash]), default: 0] += 1
            } else {
                loose.append(page)
            }
        }
        let grouped = loose + folders.keys.sorted().map { "\($0) \(folders[$0]!) page\(folders[$0]! == 1 ? "" : "s")" }
        return "\(what): \(pages.count) of \(total) pages to redraw (\(grouped.joined(separator: ", ")))"
    }
}
