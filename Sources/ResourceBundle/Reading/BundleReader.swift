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
    /// What went wrong reading a zip entry, for the hygiene rules to tell apart.
    public enum Failure: Sendable {
        case unreadable
        case crcMismatch
        case encrypted
        case corrupt
        /// The system could not read the file (an I/O error, permissions, memory): the zip
        /// itself may be fine.
        case io
    }

    public var path: String
    public var message: String
    public var failure: Failure
    /// libzip's error code when `zip_open` refused the archive (`failure` says what it meant:
    /// `.corrupt` for a damaged zip, `.io` or `.unreadable` when the file could not be read).
    public var zipOpenError: Int32?

    public init(path: String, message: String, failure: Failure = .unreadable, zipOpenError: Int32? = nil) {
        self.path = path
        self.message = message
        self.failure = failure
        self.zipOpenError = zipOpenError
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
