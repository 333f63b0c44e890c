import Diagnostics
import Foundation

/// A bundle unpacked on disk. Entries are listed once, sorted by path; symbolic links are
/// listed (hygiene checks report them) but never followed.
public final class DirectoryBundleReader: BundleReader {
    public let displayName: String
    public let kind = BundleKind.directory
    public let entries: [BundleEntry]
    private let root: URL
    /// Put before every entry's path: `fr.lproj/` when the directory given is the `.lproj`
    /// folder itself, so its files play their part (`fr.lproj/Localizable.strings`).
    private let prefix: String

    public init(path: String, prefix: String = "") throws {
        displayName = path
        self.prefix = prefix
        root = URL(fileURLWithPath: path, isDirectory: true)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: DirectoryBundleReader.keys, options: [])
        else {
            throw BundleReadError(path: path, message: "cannot list the directory")
        }
        let rootPath = root.standardizedFileURL.path
        var found: [BundleEntry] = []
        for case let url as URL in enumerator {
            let full = url.standardizedFileURL.path
            guard full.hasPrefix(rootPath) else { continue }
            var relative = String(full.dropFirst(rootPath.count))
            while relative.hasPrefix("/") { relative.removeFirst() }
            // lstat, not `resourceValues`: the same answers (a link is not followed) without
            // an NSURL per file, most of the cost of listing a folder (upgrade's staging folder).
            var status = stat()
            let known = lstat(full, &status) == 0
            let mode = status.st_mode & S_IFMT
            let fileType: BundleEntry.FileType
            switch mode {
            case _ where !known, S_IFREG: fileType = .regular
            case S_IFLNK: fileType = .symlink
            case S_IFDIR: fileType = .directory
            default: fileType = .special
            }
            let isDirectory = fileType == .directory
            let size = known && !isDirectory ? UInt64(status.st_size) : 0
            found.append(
                BundleEntry(
                    path: prefix + (isDirectory ? relative + "/" : relative), isDirectory: isDirectory,
                    size: size, compressedSize: size, index: -1,
                    fileType: fileType))
        }
        entries = found.sorted { $0.path < $1.path }
    }

    static let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey, .isRegularFileKey, .fileSizeKey]

    /// The file of `entry` on disk.
    public func url(of entry: BundleEntry) -> URL {
        root.appendingPathComponent(String(entry.path.dropFirst(prefix.count)))
    }

    public func read(_ entry: BundleEntry, limit: UInt64) throws -> [UInt8] {
        try readFile(url(of: entry).path, limit: limit)
    }

    public func location(of path: String) -> Location {
        Location(file: path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path, container: displayName)
    }
}
