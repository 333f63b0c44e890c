import Diagnostics
import Foundation
import ResourceBundle

/// Every file of one bundle (a zip or a folder), read once through `InputOpener`: what a diff
/// or a merge compares. Folders inside the bundle are left out; paths are as stored.
public struct BundleSnapshot: Sendable {
    /// The path the user gave.
    public let name: String
    /// File paths in the bundle's own order.
    public let paths: [String]
    public let contents: [String: [UInt8]]
    /// An entry's compression method, sizes and CRC-32 as its zip records them.
    private struct StoredForm: Equatable {
        var method: Int
        var size: UInt64
        var compressedSize: UInt64
        var crc: UInt32

        init?(_ entry: BundleEntry) {
            guard !entry.isEncrypted else { return nil }
            method = entry.compressionMethod
            size = entry.size
            compressedSize = entry.compressedSize
            crc = entry.crc
        }
    }

    public init(name: String, files: [(path: String, bytes: [UInt8])]) {
        self.name = name
        var contents: [String: [UInt8]] = [:]
        var paths: [String] = []
        for file in files where contents[file.path] == nil {
            paths.append(file.path)
            contents[file.path] = file.bytes
        }
        self.paths = paths
        self.contents = contents
    }

    /// The most bytes a snapshot holds (all files together): a zip bomb is refused, not read.
    public static let totalLimit = 1 << 30

    /// Reads the zip or folder at `path` (never a loose file: a diff compares bundles). Links
    /// and special files are left out; a file over 64 MiB, or more than `totalLimit` bytes in
    /// all, is an error. The files in `leavingOut` are not read (see `storedAlike`).
    public static func read(_ path: String, leavingOut: Set<String> = []) throws -> BundleSnapshot {
        let reader = try InputOpener.open(path, looseFiles: .refused).reader()
        var files: [(path: String, bytes: [UInt8])] = []
        var total = 0
        for entry in reader.entries where !entry.isDirectory && entry.fileType == .regular {
            guard !leavingOut.contains(entry.path) else { continue }
            let bytes: [UInt8]
            do {
                bytes = try reader.read(entry, limit: BundleEntry.defaultReadLimit)
            } catch {
                // Which file of which input: a diff or an upgrade reads two or three.
                throw BundleReadError(
                    path: path, message: "\(entry.path.escapingControlCharacters): \(error.userMessage)")
            }
            total += bytes.count
            guard total <= totalLimit else {
                throw BundleReadError(
                    path: path, message: "more than 1 GiB of files uncompressed: too large to compare")
            }
            files.append((entry.path, bytes))
        }
        return BundleSnapshot(name: path, files: files)
    }

    /// The files two zips store alike: the same method, sizes, CRC-32 and stored (compressed)
    /// bytes, so the same content, known without inflating either (empty unless both are
    /// zips that open). A diff leaves them out of both snapshots and counts them unchanged.
    public static func storedAlike(_ old: String, _ new: String) -> Set<String> {
        guard let oldZip = try? InputOpener.open(old, looseFiles: .refused).reader() as? ZipBundleReader,
            let newZip = try? InputOpener.open(new, looseFiles: .refused).reader() as? ZipBundleReader
        else { return [] }
        var newEntries: [String: BundleEntry] = [:]
        for entry in newZip.entries where newEntries[entry.path] == nil { newEntries[entry.path] = entry }
        var seen: Set<String> = []
        var alike: Set<String> = []
        for entry in oldZip.entries where seen.insert(entry.path).inserted {
            guard !entry.isDirectory, entry.fileType == .regular, let form = StoredForm(entry),
                let other = newEntries[entry.path], !other.isDirectory, other.fileType == .regular,
                StoredForm(other) == form,
                let mine = try? oldZip.readStored(entry, limit: form.compressedSize),
                let theirs = try? newZip.readStored(other, limit: form.compressedSize), DiffSections.same(mine, theirs)
            else { continue }
            alike.insert(entry.path)
        }
        return alike
    }

    public subscript(path: String) -> [UInt8]? { contents[path] }

    /// Paths sorted byte-wise: every listing of the module is in this order.
    public var sortedPaths: [String] { paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
}
