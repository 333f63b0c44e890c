/// The names walk of the hygiene rules: names compared as they are unpacked (`a/./b` is
/// `a/b`), for the entries that would land on one file, or on a file and a folder.
extension BundleHygiene {
    /// The first entry met at an unpacked path, up to case and Unicode normalisation: how
    /// it was spelled, and whether it made a file or a folder there.
    private struct Seen {
        var spelled: String
        var isFile: Bool
        var entry: String
    }

    /// Exact duplicates, paths that are one file once unpacked, a file that is also a
    /// folder, and names that are one file on a case-insensitive, normalising file system
    /// (APFS, HFS+): `Widget.xml` / `widget.xml`, `café` in NFC / NFD.
    static func inspectNames(_ entries: [BundleEntry], _ context: HygieneContext) {
        var raw: [[UInt8]: Int] = [:]
        // Folded spelling (case and Unicode normalisation: Swift String equality is canonical
        // equivalence) -> the first met.
        var seen: [String: Seen] = [:]
        var reported: Set<String> = []
        for entry in entries where !BundleLayout.isJunk(entry.path) {
            let bytes = Array(entry.path.utf8)
            raw[bytes, default: 0] += 1
            if raw[bytes] == 2 {
                ZipRules.DuplicateName.report(entry.path, context)
                continue
            }
            if raw[bytes]! > 2 { continue }
            let prefixes = spelledPrefixes(entry.path)
            for (depth, spelled) in zip(1..., prefixes) {
                let isFile = depth == prefixes.count && !entry.isDirectory
                let folded = spelled.lowercased()
                guard let earlier = seen[folded] else {
                    seen[folded] = Seen(spelled: spelled, isFile: isFile, entry: entry.path)
                    continue
                }
                if earlier.spelled.utf8.elementsEqual(spelled.utf8) {
                    if earlier.isFile == isFile, !isFile { continue }
                    if earlier.isFile != isFile {
                        let folder = isFile ? earlier.entry : entry.path
                        ZipRules.FileFolderCollision.report(file: spelled, folderOf: folder, at: entry.path, context)
                    } else {
                        ZipRules.DuplicateName.reportSameFile(entry.path, as: earlier.entry, context)
                    }
                    break
                }
                guard reported.insert(spelled + "\u{0}" + earlier.spelled).inserted else { continue }
                ZipRules.CaseCollision.report(
                    first: earlier.spelled, firstIsFile: earlier.isFile, spelled: spelled, spelledIsFile: isFile,
                    at: entry.path, context)
                break
            }
        }
    }

    /// A path's folders and itself as unpacked (`a`, `a/b`, `a/b/c.xml`): split by
    /// Character, `.` and empty components dropped (a trailing `/` too). An ASCII path (nearly
    /// all) is split by byte, which gives the same and skips grapheme breaking.
    static func spelledPrefixes(_ path: String) -> [String] {
        let bytes = Array(path.utf8)
        guard bytes.isAllASCII else {
            let parts = path.split(separator: "/").filter { $0 != "." }
            return parts.indices.map { parts[0...$0].joined(separator: "/") }
        }
        let parts = bytes.split(separator: UInt8(ascii: "/")).filter { !$0.elementsEqual(".".utf8) }
        var prefixes: [String] = []
        prefixes.reserveCapacity(parts.count)
        var joined: [UInt8] = []
        for part in parts {
            if !joined.isEmpty { joined.append(UInt8(ascii: "/")) }
            joined += part
            prefixes.append(String(decoding: joined, as: UTF8.self))
        }
        return prefixes
    }

    /// The name unpacks to no file at all: empty, `.`, `./`, `./.`.
    static func namesNoFile(_ path: String) -> Bool {
        path.utf8.allSatisfy { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ".") }
            && !path.utf8.split(separator: UInt8(ascii: "/")).contains { $0.count > 1 }
    }
}
