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
    public static func read(_ path: String) throws -> BundleSnapshot {
        let reader = try InputOpener.open(path, looseFiles: .refused).reader()
        var files: [(path: String, bytes: [UInt8])] = []
        var total = 0
        for entry in reader.entries where !entry.isDirectory && entry.fileType == .regular {
            let bytes = try reader.read(entry, limit: BundleEntry.defaultReadLimit)
            total += bytes.count
            guard total <= totalLimit else {
                throw BundleReadError(
                    path: path, message: "more than 1 GiB of files uncompressed: too large to compare")
            }
            files.append((entry.path, bytes))
        }
        return BundleSnapshot(name: path, files: files)
    }

    public subscript(path: String) -> [UInt8]? { contents[path] }

    /// Paths sorted byte-wise: every listing of the module is in this order.
    public var sortedPaths: [String] { paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) } }
}
