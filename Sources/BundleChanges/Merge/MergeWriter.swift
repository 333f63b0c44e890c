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
        /// OUT (or the staging folder beside it) could not be written: the output's fault, not
        /// an input's (the CLI ends with 2, as for an output named wrong).
        public var writingOutput = true
        public var description: String { message }
    }

    /// Writes `outcome`'s files to `output` as a zip, atomically (a temporary zip renamed into
    /// place), and validates them. On any failure nothing is left at `output`. A signal
    /// (SIGINT, SIGTERM, SIGHUP) before the zip is in place throws `Interruption.Interrupted`
    /// with nothing written and the staging folder removed, like `pack`. The files are staged
    /// in a folder beside `output` named for this process (`SiblingTemporary`), so that the
    /// next run removes one a killed run (SIGKILL) left (`options.packing.stale`).
    public static func write(_ outcome: Outcome, to output: String, options: ValidatedPack.Options = .init()) throws
        -> Written
    {
        try Interruption.cooperating { try writeCooperating(outcome, to: output, options: options) }
    }

    private static func writeCooperating(_ outcome: Outcome, to output: String, options: ValidatedPack.Options)
        throws -> Written
    {
        let target = URL(fileURLWithPath: output).standardizedFileURL
        options.packing.stale.sweep(beside: target.path, kinds: [.staging])
        // Registered before it exists: if the process must end before this function can
        // remove it (a second signal, the grace period over), the handler removes it.
        let staging = SiblingTemporary.make(for: target, kind: .staging)
        defer { SiblingTemporary.remove(staging) }
        for file in outcome.files {
            try Interruption.checkpoint()
            let parts = file.path.split(separator: "/").map(String.init)
            guard !parts.isEmpty, !parts.contains(".."), !file.path.hasPrefix("/") else {
                throw WriteFailure(
                    message: "\(file.path.escapingControlCharacters): not a path inside a bundle", writingOutput: false)
            }
            let url = staging.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw WriteFailure(message: "cannot create a folder in \(staging.path): \(error.userMessage)")
            }
            try writeStaged(file.bytes, to: url.path)
        }
        // A signal during the validation (after the zip was written): the zip does not go into place.
        // The staging folder goes first, then the signal is read: a signal sent while the folder
        // still stood keeps OUT out of place (it went after the rename, in a signal's window).
        let packed = try ValidatedPack.pack(directory: staging.path, to: output, options: options) { _ in
            SiblingTemporary.remove(staging)
            return Interruption.received == nil
        }
        let diagnostics = packed.report.inputs.flatMap(\.diagnostics).map { diagnostic in
            var moved = diagnostic
            moved.location = diagnostic.location.inContainer(output)
            if moved.location.file == staging.path { moved.location.file = "" }
            return moved
        }
        switch packed.zip {
        case .written(let result):
            return Written(zip: result, validation: Report.Input(name: output, diagnostics: diagnostics))
        case .failed(let failure): throw WriteFailure(message: failure.message, writingOutput: failure.writingOutput)
        case .refused:
            try Interruption.checkpoint()
            throw WriteFailure(message: "the merged bundle was not accepted")
        }
    }

    /// One file of the staging folder: plain writes, no fsync (`Data.write` syncs every
    /// file, which was most of upgrade's wall time; the folder is thrown away once packed).
    private static func writeStaged(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw WriteFailure(message: "cannot create \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else {
                    throw WriteFailure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
                }
                offset += written
            }
        }
    }
}
