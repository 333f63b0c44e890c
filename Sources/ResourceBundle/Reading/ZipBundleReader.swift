import CZip
import Diagnostics
import Foundation

/// A zip read through libzip. The central directory is read once; each entry's data is read
/// when asked for: inflated whole by libdeflate up to 8 MiB, streamed in bounded chunks above.
public final class ZipBundleReader: BundleReader {
    public let displayName: String
    public let kind = BundleKind.zip
    public let entries: [BundleEntry]
    /// The path of the zip on disk.
    public let path: String
    private let archive: OpaquePointer
    private let lock = NSLock()

    public init(path: String) throws {
        displayName = path
        self.path = path
        // libzip would wait forever on a FIFO (`ls`, `unpack`, `strings` open zips here).
        if let kind = RegularFile.specialKind(path) {
            throw BundleReadError(path: path, message: "\(kind), not a file: refused (reading it could block forever)")
        }
        var error: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY, &error) else {
            throw ZipBundleReader.openError(error, errno: errno, path: path)
        }
        self.archive = archive
        let count = zip_get_num_entries(archive, 0)
        var list: [BundleEntry] = []
        list.reserveCapacity(Int(max(0, count)))
        for index in 0..<max(0, count) {
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            guard zip_stat_index(archive, zip_uint64_t(index), ZIP_FL_ENC_GUESS, &stat) == 0, let cName = stat.name
            else { continue }
            let name = String(cString: cName)
            var opsys: UInt8 = 0
            var attributes: UInt32 = 0
            zip_file_get_external_attributes(archive, zip_uint64_t(index), 0, &opsys, &attributes)
            let (fileType, permissions) = ZipBundleReader.fileType(name: name, opsys: opsys, attributes: attributes)
            list.append(
                BundleEntry(
                    path: name, isDirectory: fileType == .directory, size: stat.size, compressedSize: stat.comp_size,
                    index: Int(index),
                    fileType: fileType, compressionMethod: Int(stat.comp_method), crc: stat.crc,
                    isEncrypted: stat.encryption_method != UInt16(ZIP_EM_NONE), permissions: permissions))
        }
        entries = list
    }

    deinit {
        zip_discard(archive)
    }

    /// What the external attributes say the entry is. Unix archivers store `st_mode` in the
    /// high 16 bits; others only the MS-DOS directory bit.
    static func fileType(name: String, opsys: UInt8, attributes: UInt32) -> (BundleEntry.FileType, UInt32?) {
        let isDirectoryName = name.hasSuffix("/")
        guard opsys == UInt8(ZIP_OPSYS_UNIX) else {
            return (isDirectoryName || attributes & 0x10 != 0 ? .directory : .regular, nil)
        }
        let mode = attributes >> 16
        let permissions: UInt32? = mode == 0 ? nil : mode & 0o7777
        switch mode & 0o170000 {
        case 0: return (isDirectoryName ? .directory : .regular, permissions)
        case 0o040000: return (.directory, permissions)
        case 0o100000: return (isDirectoryName ? .directory : .regular, permissions)
        case 0o120000: return (.symlink, permissions)
        default: return (.special, permissions)
        }
    }

    public func read(_ entry: BundleEntry, limit: UInt64) throws -> [UInt8] {
        if entry.size <= limit, let whole = inflatedWhole(entry) { return whole }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(min(entry.size, limit)))
        try stream(entry) { chunk in
            bytes.append(contentsOf: chunk)
            if UInt64(bytes.count) > limit {
                throw BundleReadError(path: entry.path, message: "larger than the \(limit >> 20) MiB read limit")
            }
        }
        return bytes
    }

    /// The entry's data as the zip stores it (compressed, unchecked), at most `limit` bytes:
    /// two entries stored with the same method and the same bytes hold the same data.
    public func readStored(_ entry: BundleEntry, limit: UInt64) throws -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        guard let file = zip_fopen_index(archive, zip_uint64_t(entry.index), zip_flags_t(ZIP_FL_COMPRESSED)) else {
            throw ZipBundleReader.readError(
                entry, code: zip_error_code_zip(zip_get_error(archive)), message: String(cString: zip_strerror(archive))
            )
        }
        defer { zip_fclose(file) }
        var bytes = [UInt8](repeating: 0, count: Int(min(entry.compressedSize, limit)) + 1)
        var total = 0
        while total < bytes.count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                zip_fread(file, buffer.baseAddress! + total, zip_uint64_t(buffer.count - total))
            }
            if read < 0 {
                throw ZipBundleReader.readError(
                    entry, code: zip_error_code_zip(zip_file_get_error(file)),
                    message: String(cString: zip_file_strerror(file)))
            }
            if read == 0 { break }
            total += Int(read)
        }
        guard UInt64(total) == entry.compressedSize else {
            throw BundleReadError(
                path: entry.path, message: "its stored data has \(total) bytes, not \(entry.compressedSize)",
                failure: .corrupt)
        }
        bytes.removeLast(bytes.count - total)
        return bytes
    }

    /// Streams the entry's uncompressed data in chunks of at most 64 KiB, checking its CRC at
    /// the end. Never produces more than the declared size: a zip that lies about a size
    /// (a bomb) fails as corrupt instead of filling memory or disk.
    public func stream(_ entry: BundleEntry, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        lock.lock()
        defer { lock.unlock() }
        guard let file = zip_fopen_index(archive, zip_uint64_t(entry.index), 0) else {
            throw ZipBundleReader.readError(
                entry, code: zip_error_code_zip(zip_get_error(archive)), message: String(cString: zip_strerror(archive))
            )
        }
        defer { zip_fclose(file) }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 16)
        defer { chunk.deallocate() }
        var total: UInt64 = 0
        while true {
            let read = zip_fread(file, chunk.baseAddress, zip_uint64_t(chunk.count))
            if read < 0 {
                throw ZipBundleReader.readError(
                    entry, code: zip_error_code_zip(zip_file_get_error(file)),
                    message: String(cString: zip_file_strerror(file)))
            }
            if read == 0 { break }
            total += UInt64(read)
            if total > entry.size {
                throw BundleReadError(
                    path: entry.path, message: "its data is larger than the \(entry.size) bytes it declares",
                    failure: .corrupt)
            }
            try body(UnsafeRawBufferPointer(rebasing: chunk[0..<Int(read)]))
        }
        if total != entry.size {
            throw BundleReadError(
                path: entry.path, message: "its data has \(total) bytes, not the \(entry.size) it declares",
                failure: .corrupt)
        }
    }
}
