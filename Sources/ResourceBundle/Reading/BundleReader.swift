import Diagnostics
import Foundation

/// A resources bundle, read lazily: the inventory first, each file's bytes only when a
/// check asks for them.
public protocol BundleReader: AnyObject {
    /// The path the user gave (`Samples/good.zip`), used as the container of locations.
    var displayName: String { get }
    var kind: BundleKind { get }
    /// Every entry, in archive (or sorted directory) order.
    var entries: [BundleEntry] { get }
    /// The whole file. Throws when it cannot be read or is larger than `limit` bytes.
    func read(_ entry: BundleEntry, limit: UInt64) throws -> [UInt8]
    /// Where a finding in the file at `path` is shown to the user.
    func location(of path: String) -> Location
}

public enum BundleKind: String, Sendable {
    case zip
    case directory
    /// One loose file (`validate widget.xml`).
    case file
}

/// Why a bundle (or one of its files) could not be read.
public struct BundleReadError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

extension BundleReader {
    public func location(of path: String) -> Location {
        Location(file: path, container: displayName)
    }

    /// Default per-file limit for XML and JSON a check reads whole (64 MiB).
    public static var defaultReadLimit: UInt64 { 64 << 20 }

    public func read(_ entry: BundleEntry) throws -> [UInt8] {
        try read(entry, limit: 64 << 20)
    }

    /// The entry at `path` (exact match), skipping folders.
    public func entry(at path: String) -> BundleEntry? {
        entries.first { !$0.isDirectory && $0.path == path }
    }

    /// Files (not folders) whose path starts with `prefix`.
    public func files(under prefix: String) -> [BundleEntry] {
        entries.filter { !$0.isDirectory && $0.path.hasPrefix(prefix) }
    }
}

/// Opens a zip or a directory as a bundle.
public enum BundleOpener {
    public static func open(_ path: String) throws -> BundleReader {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BundleReadError(path: path, message: "no such file or directory")
        }
        if isDirectory.boolValue { return try DirectoryBundleReader(path: path) }
        return try ZipBundleReader(path: path)
    }
}
