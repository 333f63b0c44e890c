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
    /// How a zip stored each file (empty for a folder): `read(_:sharingWith:)` compares it.
    var stored: [String: StoredForm] = [:]

    /// An entry's compression method, sizes and CRC-32 as its zip records them.
    struct StoredForm: Sendable, Equatable {
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
    /// all, is an error.
    ///
    /// With `earlier` (the other side of a diff, read from a zip): a file both zips store with
    /// the same method, sizes, CRC-32 and stored bytes has `earlier`'s bytes (the same data;
    /// `earlier` checked its CRC), so it is not inflated a second time.
    public static func read(_ path: String, sharingWith earlier: BundleSnapshot? = nil) throws -> BundleSnapshot {
        let reader = try InputOpener.open(path, looseFiles: .refused).reader()
        let zip = reader as? ZipBundleReader
        let other = earlier.flatMap { $0.stored.isEmpty || zip == nil ? nil : try? ZipBundleReader(path: $0.name) }
        var otherEntries: [String: BundleEntry] = [:]
        for entry in other?.entries ?? [] where otherEntries[entry.path] == nil { otherEntries[entry.path] = entry }
        var files: [(path: String, bytes: [UInt8])] = []
        var stored: [String: StoredForm] = [:]
        var total = 0
        for entry in reader.entries where !entry.isDirectory && entry.fileType == .regular {
            let form = zip == nil ? nil : StoredForm(entry)
            if let form, stored[entry.path] == nil { stored[entry.path] = form }
            let bytes: [UInt8]
            if let zip, let other, let form, let earlier, earlier.stored[entry.path] == form,
                let known = earlier[entry.path], let otherEntry = otherEntries[entry.path],
                let theirs = try? other.readStored(otherEntry, limit: form.compressedSize),
                let mine = try? zip.readStored(entry, limit: form.compressedSize), DiffSections.same(theirs, mine)
            {
                bytes = known
            } else {
                bytes = try reader.read(entry, limit: BundleEntry.defaultReadLimit)
            }
            total += bytes.count
            guard total <= totalLimit else {
                throw BundleReadError(
                    path: path, message: "more than 1 GiB of files uncompressed: too large to compare")
            }
            files.append((entry.path, bytes))
        }
        var snapshot = BundleSnapshot(name: path, files: files)
        snapshot.stored = stored
        return snapshot
    }

    public subscript(path: String) -> [UInt8]? { contents[path] }

    /// Paths sorted byte-wise: every listing of the module is in this order.
    public var sortedPaths: [String] { paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
}
