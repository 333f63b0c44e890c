import CZip
import Diagnostics
import Foundation

/// A deterministic resources zip from a directory: the same content gives the same bytes
/// whatever the file times, listing order, owner or umask. Entries are sorted by their UTF-8
/// bytes, all carry one timestamp (1980-01-01 00:00, or `SOURCE_DATE_EPOCH`), mode 0644, no
/// extra fields and no folder entries; each is deflated (zlib level 9, as `zip -9`) when that
/// makes it smaller and stored otherwise, so already-compressed media stay stored (see
/// `DeterministicZipWriter`); junk is left out. The zip is written to a temporary file beside
/// the output and renamed over it only when complete; a failure or an interruption (see
/// `Interruption`) removes it, and stale ones of killed runs are swept first. Read back with
/// libzip like any zip.
public enum Packer {
    public struct Options: Sendable {
        /// Seconds since 1970 for every entry's time (`SOURCE_DATE_EPOCH`); nil: 1980-01-01.
        public var sourceDateEpoch: Int64?
        public var progress: ProgressHandler?
        /// Store images and videos without trying deflate (faster to pack; the zip is then
        /// larger than `zip -9`'s when deflate would have shrunk some of them).
        public var storeMedia = false
        /// Stale temporaries beside the output: removed (or kept) and reported.
        public var stale = StalePolicy()
        /// Files up to this size are compressed in memory, bigger ones streamed (tests lower it).
        var inMemoryLimit = DeterministicZipWriter.memoryLimit
        /// Compressed bytes that may wait for an earlier entry before workers pause (tests lower it).
        var bufferBudget = DeterministicZipWriter.bufferBudget

        public init() {}
    }

    public struct Result: Sendable {
        public var files = 0
        public var bytes: UInt64 = 0
        public var compressedSize: UInt64 = 0
        public var skippedJunk = 0
        /// Links, devices and the like: never packed (validation reports them).
        public var skippedOther: [String] = []
        /// SHA-256 of the zip, lower-case hex.
        public var sha256 = ""
    }

    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        /// The zip (or a temporary beside it) could not be written: the output's fault, not
        /// the input's (the CLI ends with 2, as for an output named wrong).
        public var writingOutput = false
        public var description: String { message }
    }

    /// Media: their data is compressed already, so deflate rarely shrinks them (png a little,
    /// jpg and mp4 practically never). Stored without a try with `storeMedia`.
    public static let storedExtensions: Set<String> = ["png", "jpg", "jpeg", "mp4", "m4v", "mov", "gif", "webp", "zip"]

    /// Where `output` would land inside `directory` (then refused), resolved through links.
    public static func isInside(_ output: String, _ directory: String) -> Bool {
        let dir = URL(fileURLWithPath: directory).resolvingSymlinksInPath().standardizedFileURL.path
        let outParent = URL(fileURLWithPath: output).deletingLastPathComponent().resolvingSymlinksInPath()
            .standardizedFileURL.path
        let out = PathParts.joining(outParent, URL(fileURLWithPath: output).lastPathComponent)
        return out == dir || out.hasPrefix(dir.hasSuffix("/") ? dir : dir + "/")
    }

    /// A zip written beside its destination, not yet in place: `commit()` renames it there,
    /// `discard()` removes it. Lets the command validate while the zip is being written.
    public final class Prepared {
        public let result: Result
        public let output: String
        let temporary: URL
        private var done = false

        init(result: Result, output: String, temporary: URL) {
            self.result = result
            self.output = output
            self.temporary = temporary
        }

        public func commit() throws {
            guard !done else { return }
            done = true
            guard rename(temporary.path, output) == 0 else {
                let reason = String(cString: strerror(errno))
                SiblingTemporary.remove(temporary)
                throw Failure(message: "cannot move the zip into place at \(output): \(reason)", writingOutput: true)
            }
            SiblingTemporary.release(temporary)
        }

        public func discard() {
            guard !done else { return }
            done = true
            SiblingTemporary.remove(temporary)
        }

        deinit {
            discard()
        }
    }

    /// Writes and puts the zip in place.
    public static func pack(directory: String, to output: String, options: Options = Options()) throws -> Result {
        let prepared = try prepare(directory: directory, to: output, options: options)
        try prepared.commit()
        return prepared.result
    }

    /// The temporaries `pack` leaves when killed: swept before it writes.
    public static let temporaryKinds: [SiblingTemporary.Kind] = [.pack]

    /// Writes the zip beside `output` without putting it in place. Throws
    /// `Interruption.Interrupted` (nothing left) when a signal stops it.
    public static func prepare(directory: String, to output: String, options: Options = Options()) throws -> Prepared {
        try Interruption.cooperating { try prepareCooperating(directory: directory, to: output, options: options) }
    }

    private static func prepareCooperating(directory: String, to output: String, options: Options) throws -> Prepared {
        if isInside(output, directory) {
            throw Failure(
                message:
                    "\(output) is inside \(directory): pack never writes into its input (the zip would contain itself)")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Failure(message: "\(output) is a folder; give the zip's file name", writingOutput: true)
        }
        let reader: DirectoryBundleReader
        do {
            reader = try DirectoryBundleReader(path: directory)
        } catch {
            throw Failure(message: "cannot read \(directory): \(error.userMessage)")
        }
        var result = Result()
        var files: [BundleEntry] = []
        for entry in reader.entries where !entry.isDirectory {
            if BundleLayout.isJunk(entry.path) {
                result.skippedJunk += 1
            } else if entry.fileType != .regular {
                result.skippedOther.append(entry.path)
            } else {
                files.append(entry)
            }
        }
        files.sort { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
        guard !files.isEmpty else { throw Failure(message: "\(directory) holds no file to pack") }

        let outputURL = URL(fileURLWithPath: output).standardizedFileURL
        let directoryOfOutput = outputURL.deletingLastPathComponent().path
        options.stale.sweep(beside: outputURL.path, kinds: temporaryKinds)
        let temporary = SiblingTemporary.make(for: outputURL, kind: .pack)
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            SiblingTemporary.release(temporary)
            throw Failure(message: "cannot create \(output): \(reason)", writingOutput: true)
        }
        var kept = false
        defer { if !kept { SiblingTemporary.remove(temporary) } }
        fchmod(fd, 0o644)  // whatever the umask
        let entries = files.map { entry in
            PackEntry(
                name: entry.path, source: reader.url(of: entry).path,
                isMedia: storedExtensions.contains((entry.path as NSString).pathExtension.lowercased()),
                size: entry.size)
        }
        if let progress = options.progress {
            progress.expect(files.reduce(0) { $0 + $1.size })
        }
        let (dosTime, dosDate) = dosDateTime(options.sourceDateEpoch)
        let summary: DeterministicZipWriter.Summary
        do {
            summary = try DeterministicZipWriter.write(
                entries, to: fd, spoolDirectory: directoryOfOutput, time: dosTime, date: dosDate,
                storeMedia: options.storeMedia, progress: options.progress,
                inMemoryLimit: options.inMemoryLimit, bufferBudget: options.bufferBudget)
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else {
            throw Failure(message: "cannot write \(output): \(String(cString: strerror(errno)))", writingOutput: true)
        }
        result.files = summary.files
        result.bytes = summary.bytes
        result.compressedSize = summary.zipSize
        result.sha256 = summary.sha256
        kept = true
        return Prepared(result: result, output: outputURL.path, temporary: temporary)
    }

    /// MS-DOS time and date fields, in UTC, from `SOURCE_DATE_EPOCH` (clamped to the DOS
    /// range, 1980 to 2107), or 1980-01-01 00:00:00.
    static func dosDateTime(_ epoch: Int64?) -> (time: UInt16, date: UInt16) {
        guard var seconds = epoch else { return (0, (1 << 5) | 1) }
        seconds = min(max(seconds, 315_532_800), 4_354_819_198)
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        let date = UInt16(parts.tm_year + 1900 - 1980) << 9 | UInt16(parts.tm_mon + 1) << 5 | UInt16(parts.tm_mday)
        let clock = UInt16(parts.tm_hour) << 11 | UInt16(parts.tm_min) << 5 | UInt16(parts.tm_sec / 2)
        return (clock, date)
    }
}
