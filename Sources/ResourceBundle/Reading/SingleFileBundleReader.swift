import Diagnostics
import Foundation

/// One loose file (`idv-res validate DocumentID_All.xml`), seen as a bundle that holds only
/// it, at the path its content says (a document model under `documents/`). Findings name the
/// path the user gave.
public final class SingleFileBundleReader: BundleReader {
    public let displayName: String
    public let kind = BundleKind.file
    public let entries: [BundleEntry]

    /// `bundlePath` is where the file plays its part in a bundle (`documents/x.xml`).
    public init(path: String, bundlePath: String) {
        displayName = path
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.uint64Value ?? 0
        entries = [BundleEntry(path: bundlePath, isDirectory: false, size: size, compressedSize: size, index: 0)]
    }

    public func location(of path: String) -> Location {
        Location(file: displayName)
    }

    public func read(_ entry: BundleEntry, limit: UInt64) throws -> [UInt8] {
        try readFile(displayName, limit: limit)
    }
}

/// Reads a whole regular file of at most `limit` bytes (a FIFO or device is refused, never
/// waited on).
func readFile(_ path: String, limit: UInt64) throws -> [UInt8] {
    do {
        return try RegularFile.read(path, limit: limit)
    } catch {
        throw BundleReadError(path: path, message: error.message)
    }
}
