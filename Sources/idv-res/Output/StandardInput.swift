import Foundation

/// `-` as an input: standard input saved to a temporary file (zips need random access),
/// removed when the command ends.
final class StandardInputFile {
    let path: String

    init(io: CommandIO, suffix: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("idv-res-stdin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let data = io.readStandardInput()
        let isZip = data.starts(with: [0x50, 0x4B])
        path = directory.appendingPathComponent(isZip ? "stdin.zip" : "stdin" + suffix).path
        try data.write(to: URL(fileURLWithPath: path))
    }

    deinit {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
}
