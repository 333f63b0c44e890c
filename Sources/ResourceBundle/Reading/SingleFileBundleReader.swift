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

/// Reads a whole file of at most `limit` bytes.
func readFile(_ path: String, limit: UInt64) throws -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else {
        throw BundleReadError(path: path, message: "cannot open the file")
    }
    defer { try? handle.close() }
    let data = try handle.read(upToCount: Int(min(limit, UInt64(Int.max - 1))) + 1) ?? Data()
    guard UInt64(data.count) <= limit else {
        throw BundleReadError(path: path, message: "larger than the \(limit >> 20) MiB read limit")
    }
    return [UInt8](data)
}
