import CZip
import Foundation

/// A deterministic resources zip from a directory, on libzip: the same content gives the
/// same bytes whatever the file times, listing order, owner or umask. Entries are sorted
/// by their UTF-8 bytes, all carry one timestamp (1980-01-01 00:00, or
/// `SOURCE_DATE_EPOCH`), mode 0644, no extra fields and no folder entries; images and
/// videos (already compressed) are stored, the rest deflated at level 9; junk is left out.
/// The zip is written to a temporary file beside the output and renamed over it only when
/// complete.
public enum Packer {
    public struct Options: Sendable {
        /// Seconds since 1970 for every entry's time (`SOURCE_DATE_EPOCH`); nil: 1980-01-01.
        public var sourceDateEpoch: Int64?
        public var progress: ProgressHandler?
        /// Deflate images and videos too (a few percent smaller, slower to pack and load).
        public var deflateMedia = false

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
        public var description: String { message }
    }

    /// Extensions stored rather than deflated: their data is compressed already.
    public static let storedExtensions: Set<String> = ["png", "jpg", "jpeg", "mp4", "m4v", "mov", "gif", "webp", "zip"]

    /// Where `output` would land inside `directory` (then refused), resolved through links.
    public static func isInside(_ output: String, _ directory: String) -> Bool {
        let dir = URL(fileURLWithPath: directory).resolvingSymlinksInPath().standardizedFileURL.path
        let outParent = URL(fileURLWithPath: output).deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL.path
        let out = (outParent as NSString).appendingPathComponent(URL(fileURLWithPath: output).lastPathComponent)
        return out == dir || out.hasPrefix(dir.hasSuffix("/") ? dir : dir + "/")
    }

    /// A zip written beside its destination, not yet in place: `commit()` renames it there,
    /// `discard()` removes it. Lets the command validate while the zip is being written.
    public final class Prepared: @unchecked Sendable {
        public let result: Result
        public let output: String
        let temporary: String
        private var done = false

        init(result: Result, output: String, temporary: String) {
            self.result = result
            self.output = output
            self.temporary = temporary
        }

        public func commit() throws {
            guard !done else { return }
            done = true
            guard rename(temporary, output) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw Failure(message: "cannot move the zip into place at \(output): \(reason)")
            }
        }

        public func discard() {
            guard !done else { return }
            done = true
            unlink(temporary)
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

    /// Writes the zip beside `output` without putting it in place.
    public static func prepare(directory: String, to output: String, options: Options = Options()) throws -> Prepared {
        if isInside(output, directory) {
            throw Failure(message: "\(output) is inside \(directory): pack never writes into its input (the zip would contain itself)")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Failure(message: "\(output) is a folder; give the zip's file name")
        }
        let reader: DirectoryBundleReader
        do {
            reader = try DirectoryBundleReader(path: directory)
        } catch {
            throw Failure(message: "cannot read \(directory): \((error as? BundleReadError)?.message ?? "\(error)")")
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
        let temporary = outputURL.deletingLastPathComponent()
            .appendingPathComponent(".\(outputURL.lastPathComponent).idv-res-pack-\(UUID().uuidString)").path
        var error: Int32 = 0
        guard let archive = zip_open(temporary, ZIP_CREATE | ZIP_EXCL, &error) else {
            throw Failure(message: "cannot create \(output): \(ZipBundleReader.describe(openError: error))")
        }
        var closed = false
        var kept = false
        defer {
            if !closed { zip_discard(archive) }
            if !kept { unlink(temporary) }
        }
        let (dosTime, dosDate) = dosDateTime(options.sourceDateEpoch)
        for entry in files {
            let source = reader.url(of: entry).path
            guard let zipSource = zip_source_file(archive, source, 0, -1) else {
                throw Failure(message: "cannot read \(source): \(String(cString: zip_strerror(archive)))")
            }
            let index = zip_file_add(archive, entry.path, zipSource, ZIP_FL_ENC_UTF_8)
            guard index >= 0 else {
                zip_source_free(zipSource)
                throw Failure(message: "cannot add \(entry.path): \(String(cString: zip_strerror(archive)))")
            }
            let isMedia = storedExtensions.contains((entry.path as NSString).pathExtension.lowercased())
            // Media deflated on request, and then only when deflate really makes it smaller.
            let store = isMedia && (!options.deflateMedia || !deflateShrinks(source))
            let index64 = zip_uint64_t(index)
            guard zip_set_file_compression(archive, index64, store ? ZIP_CM_STORE : ZIP_CM_DEFLATE, store ? 0 : 9) == 0,
                  zip_file_set_dostime(archive, index64, dosTime, dosDate, 0) == 0,
                  zip_file_set_external_attributes(archive, index64, 0, UInt8(ZIP_OPSYS_UNIX), 0o100644 << 16) == 0
            else {
                throw Failure(message: "cannot set up \(entry.path): \(String(cString: zip_strerror(archive)))")
            }
            result.files += 1
            result.bytes += entry.size
        }
        if let progress = options.progress {
            progress.expect(result.bytes)
            let box = ProgressBox(progress, total: result.bytes)
            zip_register_progress_callback_with_state(archive, 0.001, { _, fraction, state in
                guard let state else { return }
                Unmanaged<ProgressBox>.fromOpaque(state).takeUnretainedValue().report(fraction)
            }, { state in
                if let state { Unmanaged<ProgressBox>.fromOpaque(state).release() }
            }, Unmanaged.passRetained(box).toOpaque())
        }
        closed = true
        guard zip_close(archive) == 0 else {
            let message = String(cString: zip_strerror(archive))
            zip_discard(archive)
            throw Failure(message: "cannot write \(output): \(message)")
        }
        chmod(temporary, 0o644)
        let digest = SHA256Digest()
        guard let handle = FileHandle(forReadingAtPath: temporary) else { throw Failure(message: "cannot read back \(temporary)") }
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            digest.update(chunk)
            result.compressedSize += UInt64(chunk.count)
        }
        try? handle.close()
        result.sha256 = SHA256Digest.hex(digest.finalize())
        kept = true
        return Prepared(result: result, output: outputURL.path, temporary: temporary)
    }

    /// Whether deflate (level 9) makes the file smaller, as Info-ZIP decides per file.
    static func deflateShrinks(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return false }
        return RecipeZipWriter.deflate([UInt8](data)).count < data.count
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

/// Carries the progress handler through libzip's C callback.
private final class ProgressBox {
    let handler: ProgressHandler
    let total: UInt64
    var reported: UInt64 = 0

    init(_ handler: ProgressHandler, total: UInt64) {
        self.handler = handler
        self.total = total
    }

    func report(_ fraction: Double) {
        let now = UInt64(max(0, min(1, fraction)) * Double(total))
        if now > reported {
            handler.advance(now - reported)
            reported = now
        }
    }
}
