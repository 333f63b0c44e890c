import CZip
import Foundation

/// A zip read through libzip. The central directory is read once; each entry's data is
/// streamed from disk when asked for, in bounded chunks.
public final class ZipBundleReader: BundleReader {
    public let displayName: String
    public let kind = BundleKind.zip
    public let entries: [BundleEntry]
    private let archive: OpaquePointer
    private let lock = NSLock()

    public init(path: String) throws {
        displayName = path
        var error: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY, &error) else {
            throw BundleReadError(path: path, message: ZipBundleReader.describe(openError: error))
        }
        self.archive = archive
        let count = zip_get_num_entries(archive, 0)
        var list: [BundleEntry] = []
        list.reserveCapacity(Int(max(0, count)))
        for index in 0..<max(0, count) {
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            guard zip_stat_index(archive, zip_uint64_t(index), ZIP_FL_ENC_GUESS, &stat) == 0, let cName = stat.name else { continue }
            let name = String(cString: cName)
            list.append(BundleEntry(path: name, isDirectory: name.hasSuffix("/"), size: stat.size, compressedSize: stat.comp_size, index: Int(index)))
        }
        entries = list
    }

    deinit {
        zip_discard(archive)
    }

    public func read(_ entry: BundleEntry, limit: UInt64) throws -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        guard let file = zip_fopen_index(archive, zip_uint64_t(entry.index), 0) else {
            throw BundleReadError(path: entry.path, message: String(cString: zip_strerror(archive)))
        }
        defer { zip_fclose(file) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(min(entry.size, limit)))
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let read = chunk.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress, zip_uint64_t($0.count)) }
            if read < 0 {
                throw BundleReadError(path: entry.path, message: String(cString: zip_file_strerror(file)))
            }
            if read == 0 { break }
            bytes.append(contentsOf: chunk[0..<Int(read)])
            if UInt64(bytes.count) > limit {
                throw BundleReadError(path: entry.path, message: "larger than the \(limit >> 20) MiB read limit")
            }
        }
        return bytes
    }

    static func describe(openError code: Int32) -> String {
        switch code {
        case ZIP_ER_NOZIP: return "not a zip archive"
        case ZIP_ER_NOENT: return "no such file"
        case ZIP_ER_OPEN: return "cannot open the file"
        case ZIP_ER_READ: return "read error"
        case ZIP_ER_INCONS: return "the zip archive is inconsistent (corrupt or truncated)"
        case ZIP_ER_MEMORY: return "out of memory"
        default:
            var error = zip_error_t()
            zip_error_init_with_code(&error, code)
            defer { zip_error_fini(&error) }
            return String(cString: zip_error_strerror(&error))
        }
    }
}
