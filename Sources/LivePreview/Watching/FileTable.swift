#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is on disk under a watched path, from `lstat` (links are listed, never followed): each
/// file's and folder's path relative to the root (`""` the root itself) and a stamp that
/// changes when its bytes may have (size, modification and change times, inode). Two tables
/// compared give the paths that changed, whichever watcher woke the loop.
struct FileTable: Equatable {
    struct Stamp: Hashable {
        let kind: mode_t
        let size: Int64
        let modified: Int64
        let changed: Int64
        let inode: UInt64
    }

    /// Relative path -> stamp.
    private(set) var stamps: [String: Stamp] = [:]
    /// When the scan started, on the clock of files' modification times (nanoseconds).
    private(set) var scannedAt: Int64 = 0
    /// The folders, the root (`""`) first when it is one.
    var folders: [String] { stamps.filter { $0.value.kind == S_IFDIR }.keys.sorted() }
    var exists: Bool { stamps[""] != nil }

    /// At most this many entries are listed: a bundle has a few hundred.
    static let limit = 20_000

    /// Lists `root` (a folder, recursively, or one file).
    static func scan(_ root: String) -> FileTable {
        var table = FileTable()
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        table.scannedAt = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        // The root may be a link to the bundle (it is followed, as the command follows it).
        guard let stamp = Self.stamp(of: root, following: true) else { return table }
        table.stamps[""] = stamp
        guard stamp.kind == S_IFDIR else { return table }
        var pending = [""]
        while let folder = pending.popLast(), table.stamps.count < limit {
            for name in Self.names(in: folder.isEmpty ? root : root + "/" + folder) {
                let relative = folder.isEmpty ? name : folder + "/" + name
                guard let stamp = Self.stamp(of: root + "/" + relative) else { continue }
                table.stamps[relative] = stamp
                if stamp.kind == S_IFDIR { pending.append(relative) }
            }
        }
        return table
    }

    /// The paths added, removed or whose stamp differs, sorted.
    func changes(since earlier: FileTable) -> [String] {
        var changed: Set<String> = []
        for (path, stamp) in stamps where earlier.stamps[path] != stamp { changed.insert(path) }
        for path in earlier.stamps.keys where stamps[path] == nil { changed.insert(path) }
        return changed.sorted()
    }

    func stamp(_ path: String) -> Stamp? { stamps[path] }

    /// `path` is a file that may have been written again after `earlier` without its stamp
    /// changing: modified within a tick of the file system's clock (10 ms) before that scan.
    func mayHaveChangedUnseen(_ path: String, since earlier: FileTable) -> Bool {
        guard let stamp = stamps[path], stamp.kind == S_IFREG, earlier.stamps[path] == stamp else { return false }
        return stamp.modified >= earlier.scannedAt - 10_000_000
    }

    private static func stamp(of path: String, following: Bool = false) -> Stamp? {
        var status = stat()
        guard (following ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
            let changed = Int64(status.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(status.st_ctimespec.tv_nsec)
        #else
            let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
            let changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        #endif
        return Stamp(
            kind: status.st_mode & S_IFMT, size: Int64(status.st_size), modified: modified, changed: changed,
            inode: UInt64(status.st_ino))
    }

    private static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
