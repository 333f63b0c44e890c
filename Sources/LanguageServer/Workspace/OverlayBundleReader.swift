import Diagnostics
import ResourceBundle

/// A bundle as the editor has it: the files on disk (`base`), with the open documents'
/// in-memory text in place of their disk copies (and open files not yet saved added).
final class OverlayBundleReader: BundleReader {
    let base: BundleReader
    /// The open documents' text, by path in the bundle.
    let overlays: [String: [UInt8]]
    let entries: [BundleEntry]

    init(base: BundleReader, overlays: [String: [UInt8]]) {
        self.base = base
        self.overlays = overlays
        var listed = base.entries.map { entry -> BundleEntry in
            guard !entry.isDirectory, let text = overlays[entry.path] else { return entry }
            var copy = entry
            copy.size = UInt64(text.count)
            copy.compressedSize = copy.size
            copy.fileType = .regular
            return copy
        }
        let present = Set(listed.map(\.path))
        for (path, text) in overlays where !present.contains(path) {
            let size = UInt64(text.count)
            listed.append(BundleEntry(path: path, isDirectory: false, size: size, compressedSize: size, index: -1))
        }
        entries = base.kind == .directory ? listed.sorted { $0.path < $1.path } : listed
    }

    var displayName: String { base.displayName }
    var kind: BundleKind { base.kind }

    func read(_ entry: BundleEntry, limit: UInt64) throws -> [UInt8] {
        if let text = overlays[entry.path] {
            guard UInt64(text.count) <= limit else {
                throw BundleReadError(path: entry.path, message: "larger than \(limit) bytes")
            }
            return text
        }
        return try base.read(entry, limit: limit)
    }

    func location(of path: String) -> Location { base.location(of: path) }
}
