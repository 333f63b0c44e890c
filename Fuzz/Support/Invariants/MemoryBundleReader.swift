import Diagnostics
import Foundation

@testable import ResourceBundle

/// A bundle held in memory: the fuzzed bytes at one path (`widget.xml`, `documents/x.xml`),
/// checked by the same checks as `validate` without touching the disk.
public final class MemoryBundleReader: BundleReader {
    public let displayName = "fuzz"
    public let kind = BundleKind.directory
    public let entries: [BundleEntry]
    private let contents: [String: [UInt8]]

    public init(_ files: [(path: String, bytes: [UInt8])]) {
        entries = files.enumerated().map { index, file in
            BundleEntry(
                path: file.path, isDirectory: false, size: UInt64(file.bytes.count),
                compressedSize: UInt64(file.bytes.count), index: index)
        }
        contents = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    }

    public func read(_ entry: BundleEntry, limit: UInt64) throws -> [UInt8] {
        guard let bytes = contents[entry.path] else { throw BundleReadError(path: entry.path, message: "no such file") }
        guard UInt64(bytes.count) <= limit else { throw BundleReadError(path: entry.path, message: "over the limit") }
        return bytes
    }
}

/// Runs every `validate` check over a bundle of `files` and checks what came out.
public func validateInMemory(
    _ files: [(path: String, bytes: [UInt8])], options: ValidationOptions = ValidationOptions()
) -> [Diagnostic] {
    let context = BundleContext(reader: MemoryBundleReader(files), options: options)
    for check in BundleChecks.all { check.run(in: context) }
    let diagnostics = context.sink.diagnostics
    for file in files {
        Invariants.checkLocations(diagnostics.filter { $0.location.file == file.path }, in: file.bytes, name: file.path)
    }
    Invariants.checkRendering(diagnostics)
    return diagnostics
}
