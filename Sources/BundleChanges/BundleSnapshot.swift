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

    /// Reads the zip or folder at `path` (never a loose file: a diff compares bundles).
    public static func read(_ path: String) throws -> BundleSnapshot {
        let reader = try InputOpener.open(path, looseFiles: .refused).reader()
        var files: [(path: String, bytes: [UInt8])] = []
        for entry in reader.entries where !entry.isDirectory && entry.fileType != .directory {
            guard entry.fileType == .regular else { continue }
            files.append((entry.path, try reader.read(entry, limit: BundleEntry.defaultReadLimit)))
        }
        return BundleSnapshot(name: path, files: files)
    }

    public subscript(path: String) -> [UInt8]? { contents[path] }

    /// Paths sorted byte-wise: every listing of the module is in this order.
    public var sortedPaths: [String] { paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) } }
}
