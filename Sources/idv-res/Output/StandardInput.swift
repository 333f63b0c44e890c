import Diagnostics
import Foundation
import ResourceBundle

/// `-` as an input: standard input saved to a temporary file (zips need random access),
/// removed when the command ends, or by the interruption handler on a signal.
final class StandardInputFile {
    let path: String

    init(io: CommandIO, suffix: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "idv-res-stdin-\(getpid())-\(UUID().uuidString)")
        Interruption.register(directory.path)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let data = io.readStandardInput()
        let isZip = data.starts(with: [0x50, 0x4B])
        path = directory.appendingPathComponent(isZip ? "stdin.zip" : "stdin" + suffix).path
        try data.write(to: URL(fileURLWithPath: path))
    }

    deinit {
        let directory = PathParts(path).folder
        try? FileManager.default.removeItem(atPath: directory)
        Interruption.unregister(directory)
    }
}
