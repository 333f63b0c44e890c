import Diagnostics
import Foundation

/// Safe, all-or-nothing extraction: the hygiene rules run first and any error refuses the
/// archive before a byte is written; entries are then written into a fresh temporary folder
/// beside the destination, which is renamed into place only when every entry was written
/// and passed its CRC check. A failure leaves nothing behind; so does an interruption (see
/// `Interruption`): the work stops at the next chunk, the folder is removed, and
/// `Interruption.Interrupted` is thrown. Stale temporaries of killed runs are swept first.
public enum Unpacker {
    public struct Options: Sendable {
        public var limits = ZipLimits()
        /// Replace an existing destination (only once the new one is complete).
        public var force = false
        /// Also write junk entries (`__MACOSX/`, `.DS_Store`...), left out by default.
        public var keepJunk = false
        public var progress: ProgressHandler?
        /// Stale temporaries beside the destination: removed (or kept) and reported.
        public var stale = StalePolicy()
        /// The run's configuration (severities, disabled rules, ignores), applied to the findings
        /// reported; a refusal stands whatever it says.
        public var configuration = Configuration()

        public init() {}
    }

    public struct Result: Sendable {
        public var files = 0
        public var bytes: UInt64 = 0
        public var skippedJunk = 0
        /// Warnings and notes of the hygiene rules (errors refuse instead).
        public var diagnostics: [Diagnostic] = []
    }

    public enum Failure: Error, CustomStringConvertible {
        /// The archive breaks hygiene rules (or failed while being written): nothing written.
        case refused([Diagnostic])
        /// The zip cannot be read at all.
        case unreadable(String)
        /// The destination exists and `force` was not given (the caller says how to give it).
        case destinationExists(String)
        /// Writing failed (disk full, permissions); nothing left behind.
        case writeFailed(String)

        public var description: String {
            switch self {
            case .refused(let diagnostics): return "refused: \(counted(diagnostics.count, "problem"))"
            case .unreadable(let message): return message
            case .destinationExists(let path): return "\(path) already exists (Unpacker.Options.force replaces it)"
            case .writeFailed(let message): return message
            }
        }
    }

    /// The temporaries `unpack` leaves when killed: its own kinds, swept before it writes.
    public static let temporaryKinds: [SiblingTemporary.Kind] = [.unpack, .old]

    public static func unpack(zip path: String, to destination: String, options: Options = Options()) throws -> Result {
        do {
            var result = try Interruption.cooperating {
                try unpackCooperating(zip: path, to: destination, options: options)
            }
            result.diagnostics = options.configuration.apply(to: result.diagnostics)
            return result
        } catch Failure.refused(let diagnostics) {
            throw Failure.refused(options.configuration.apply(to: diagnostics))
        }
    }

    private static func unpackCooperating(zip path: String, to destination: String, options: Options) throws -> Result {
        let reader: ZipBundleReader
        do {
            reader = try ZipBundleReader(path: path)
        } catch {
            if let damaged = BundleHygiene.unopenableZip(path, error) { throw Failure.refused(damaged.diagnostics) }
            throw Failure.unreadable("cannot read \(path): \(error.userMessage)")
        }
        let findings = BundleHygiene.inspect(reader, limits: options.limits, verifyData: false)
        if findings.hasErrors { throw Failure.refused(findings.diagnostics) }

        let target = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let manager = FileManager.default
        // First, so that an `old` folder put back in place counts as an existing target.
        options.stale.sweep(beside: target.path, kinds: temporaryKinds)
        if manager.fileExists(atPath: target.path), !options.force { throw Failure.destinationExists(destination) }
        // Missing parent folders are made, as `mkdir -p` would, and removed again on failure.
        let createdAncestor = highestMissingAncestor(of: parent)
        var isDirectory: ObjCBool = false
        if createdAncestor == nil,
            !(manager.fileExists(atPath: parent.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        {
            throw Failure.writeFailed("\(parent.path) is not a folder")
        }
        let temporary = SiblingTemporary.make(for: target, kind: .unpack)
        do {
            try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
        } catch {
            SiblingTemporary.release(temporary)
            if let createdAncestor { try? manager.removeItem(at: createdAncestor) }
            throw Failure.writeFailed("cannot create a folder in \(parent.path): \(error.localizedDescription)")
        }
        defer {
            // Nothing left behind on failure: the parents made above go too.
            if let createdAncestor, !manager.fileExists(atPath: target.path) {
                try? manager.removeItem(at: createdAncestor)
            }
        }
        var result = Result(diagnostics: findings.diagnostics)
        do {
            options.progress?.expect(reader.entries.reduce(UInt64(0)) { $0 &+ $1.size })
            for entry in reader.entries {
                if !options.keepJunk, BundleLayout.isJunk(entry.path) {
                    result.skippedJunk += entry.isDirectory ? 0 : 1
                    continue
                }
                let components = try safeComponents(entry.path)
                guard !components.isEmpty else { continue }
                let url = components.reduce(temporary) { $0.appendingPathComponent($1) }
                if entry.isDirectory {
                    try manager.createDirectory(at: url, withIntermediateDirectories: true)
                    continue
                }
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try write(entry, of: reader, to: url.path, progress: options.progress)
                result.files += 1
                result.bytes += entry.size
                if result.bytes > options.limits.maxTotalSize {
                    throw Failure.refused([
                        ZipRules.TooLarge.unpacked(
                            pastLimit: options.limits.maxTotalSize, named: options.limits.names[.maxTotalSize],
                            at: reader.location(of: ""))
                    ])
                }
            }
            // The last safe point: past it, the renames run to their end.
            try Interruption.checkpoint()
            if manager.fileExists(atPath: target.path) {
                // --force: the old folder goes only once the new one is complete.
                let old = SiblingTemporary.make(for: target, kind: .old)
                try manager.moveItem(at: target, to: old)
                do {
                    try manager.moveItem(at: temporary, to: target)
                } catch {
                    try? manager.moveItem(at: old, to: target)  // the previous folder back in its place
                    throw error
                }
                SiblingTemporary.release(temporary)
                SiblingTemporary.remove(old)
            } else {
                try manager.moveItem(at: temporary, to: target)
                SiblingTemporary.release(temporary)
            }
        } catch let failure as Failure {
            SiblingTemporary.remove(temporary)
            throw failure
        } catch let interrupted as Interruption.Interrupted {
            SiblingTemporary.remove(temporary)
            throw interrupted
        } catch let error as BundleReadError {
            SiblingTemporary.remove(temporary)
            // The system could not read the zip (exit 3, as validate): nothing says it is damaged.
            if error.failure == .io {
                throw Failure.unreadable("cannot read \(path): '\(error.path)': \(error.message)")
            }
            throw Failure.refused([diagnostic(for: error, in: reader)])
        } catch {
            SiblingTemporary.remove(temporary)
            throw Failure.writeFailed(
                (error as? SystemError)?.message ?? "cannot write \(destination): \(error.localizedDescription)")
        }
        return result
    }

    /// The outermost folder of `folder` that does not exist yet (nil when `folder` exists).
    static func highestMissingAncestor(of folder: URL) -> URL? {
        var missing: URL?
        var current = folder
        while !FileManager.default.fileExists(atPath: current.path) {
            missing = current
            let up = current.deletingLastPathComponent()
            if up.path == current.path { break }
            current = up
        }
        return missing
    }

    /// The folder names and file name of an entry, re-checked here so that no name can ever
    /// leave the destination, whatever the rules said.
    static func safeComponents(_ name: String) throws -> [String] {
        if let problem = PathSafety.problem(in: name) {
            throw BundleReadError(path: name, message: "entry '\(name)' \(problem)")
        }
        return name.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// Streams one entry into a new file (never through an existing file or link).
    private static func write(
        _ entry: BundleEntry, of reader: ZipBundleReader, to path: String, progress: ProgressHandler?
    ) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw SystemError("cannot create \(path)") }
        defer { close(fd) }
        try reader.stream(entry) { chunk in
            try Interruption.checkpoint()
            var offset = 0
            while offset < chunk.count {
                let written = Foundation.write(fd, chunk.baseAddress! + offset, chunk.count - offset)
                guard written > 0 else { throw SystemError("cannot write \(path)") }
                offset += written
            }
            progress?.advance(UInt64(chunk.count))
        }
    }

    static func diagnostic(for error: BundleReadError, in reader: BundleReader) -> Diagnostic {
        let location = reader.location(of: error.path)
        switch error.failure {
        case .crcMismatch:
            return ZipRules.CRCMismatch.finding(error.path, at: location)
        case .encrypted:
            return ZipRules.Encrypted.finding(error.path, at: location)
        case .corrupt, .unreadable:
            return ZipRules.Corrupt.undecompressible(error.path, error.message, at: location)
        case .io:
            return InputRules.Unreadable.finding(reading: "'\(error.path)'", at: location, reason: error.message)
        }
    }
}

/// A failed system call, with `errno`'s text.
struct SystemError: Error {
    var message: String

    init(_ what: String) {
        message = what + ": " + String(cString: strerror(errno))
    }
}
