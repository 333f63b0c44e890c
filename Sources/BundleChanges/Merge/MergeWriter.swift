import Diagnostics
import Foundation
import ResourceBundle

extension BundleMerge {
    /// The merged bundle written: the zip (packed like `pack`: deterministic, junk left out)
    /// and the validation of what was written, located in OUT.
    public struct Written: Sendable {
        public var zip: Packer.Result
        public var validation: Report.Input
    }

    public struct WriteFailure: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Writes `outcome`'s files to `output` as a zip, atomically (a temporary zip renamed into
    /// place), and validates them. On any failure nothing is left at `output`.
    public static func write(_ outcome: Outcome, to output: String, options: ValidatedPack.Options = .init()) throws
        -> Written
    {
        let staging = FileManager.default.temporaryDirectory
            .appendingPathComponent("idv-res-upgrade-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staging) }
        for file in outcome.files {
            let parts = file.path.split(separator: "/").map(String.init)
            guard !parts.isEmpty, !parts.contains(".."), !file.path.hasPrefix("/") else {
                throw WriteFailure(message: "\(file.path.escapingControlCharacters): not a path inside a bundle")
            }
            let url = staging.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        let packed = try ValidatedPack.pack(directory: staging.path, to: output, options: options) { _ in true }
        let diagnostics = packed.report.inputs.flatMap(\.diagnostics).map { diagnostic in
            var moved = diagnostic
            moved.location = diagnostic.location.inContainer(output)
            if moved.location.file == staging.path { moved.location.file = "" }
            return moved
        }
        switch packed.zip {
        case .written(let result):
            return Written(zip: result, validation: Report.Input(name: output, diagnostics: diagnostics))
        case .failed(let failure): throw WriteFailure(message: failure.message)
        case .refused: throw WriteFailure(message: "the merged bundle was not accepted")
        }
    }
}
