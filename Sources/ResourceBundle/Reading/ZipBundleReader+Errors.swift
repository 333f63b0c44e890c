import CZip
import Foundation

/// libzip's error codes said for the file at hand: what each means for this zip or this
/// entry, and what kind of failure it is (which rule reports it, and so the exit status).
/// docs/zip.md lists them; a code not named here keeps libzip's own words.
extension ZipBundleReader {
    /// Why `zip_open` refused `path` (`code`, and the `errno` it left). A damaged zip is
    /// `.corrupt` (`zip.corrupt`, exit 1, with the layout's reason when it finds one); a file
    /// that is missing or that the system cannot read is `.unreadable` or `.io` (exit 3).
    static func openError(_ code: Int32, errno: Int32, path: String) -> BundleReadError {
        let (message, failure) = openFailure(code, errno: errno, exists: FileManager.default.fileExists(atPath: path))
        return BundleReadError(path: path, message: message, failure: failure, zipOpenError: code)
    }

    static func openFailure(_ code: Int32, errno: Int32, exists: Bool) -> (String, BundleReadError.Failure) {
        let system = errno == 0 ? "" : ": " + String(cString: strerror(errno))
        switch code {
        case ZIP_ER_NOENT where !exists:
            return ("no such file", .unreadable)
        case ZIP_ER_NOENT:
            // libzip looked for an extra field the records need (their zip64 field) and found none.
            return (
                "a record of its central directory gives 0xFFFFFFFF (the zip64 marker) as a size or offset and has no zip64 field",
                .corrupt
            )
        case ZIP_ER_OPEN: return ("cannot open the file" + system, .io)
        case ZIP_ER_READ: return ("cannot read the file" + system, .io)
        case ZIP_ER_SEEK, ZIP_ER_TELL: return ("cannot seek in the file" + system, .io)
        case ZIP_ER_OPNOTSUPP: return ("not a file libzip can seek in (a folder, a pipe or a device)", .io)
        case ZIP_ER_MEMORY: return ("out of memory reading its central directory", .io)
        case ZIP_ER_NOZIP: return ("not a zip archive", .corrupt)
        case ZIP_ER_INCONS: return ("its central directory is inconsistent: truncated or corrupt", .corrupt)
        case ZIP_ER_EOF: return ("the file ends inside its central directory: truncated", .corrupt)
        case ZIP_ER_MULTIDISK:
            return ("it is one part of a split (multi-disk) archive: the other parts are missing", .corrupt)
        default: return ("libzip cannot open it: " + libzipWords(code), .corrupt)
        }
    }

    /// Why reading `entry` failed (`code`; `message`: libzip's words, with a zlib detail).
    static func readError(_ entry: BundleEntry, code: Int32, message: String) -> BundleReadError {
        let (why, failure) = readFailure(code, method: entry.compressionMethod, message: message)
        return BundleReadError(path: entry.path, message: why, failure: failure)
    }

    static func readFailure(_ code: Int32, method: Int, message: String) -> (String, BundleReadError.Failure) {
        switch code {
        case ZIP_ER_CRC: return ("CRC error: its data does not match the CRC-32 the zip records", .crcMismatch)
        case ZIP_ER_NOPASSWD, ZIP_ER_WRONGPASSWD, ZIP_ER_ENCRNOTSUPP: return ("it is encrypted", .encrypted)
        case ZIP_ER_COMPNOTSUPP:
            return ("compression method not supported: method \(method), which libzip cannot decompress", .corrupt)
        case ZIP_ER_ZLIB: return ("its deflate data is invalid (\(message))", .corrupt)
        case ZIP_ER_COMPRESSED_DATA: return ("its compressed data is invalid for method \(method)", .corrupt)
        case ZIP_ER_EOF: return ("the archive ends inside its data: truncated", .corrupt)
        case ZIP_ER_INVAL: return ("its local header or data lie outside the archive", .corrupt)
        case ZIP_ER_NOZIP: return ("there is no local header where the central directory says", .corrupt)
        case ZIP_ER_INCONS: return ("its local header disagrees with the central directory", .corrupt)
        case ZIP_ER_NOENT: return ("a size or offset needs a zip64 field it does not have", .corrupt)
        case ZIP_ER_READ, ZIP_ER_SEEK, ZIP_ER_TELL: return ("an I/O error while reading it (\(message))", .io)
        case ZIP_ER_MEMORY: return ("out of memory while reading it", .io)
        default: return (message, .corrupt)
        }
    }

    /// libzip's own text for `code`.
    private static func libzipWords(_ code: Int32) -> String {
        var error = zip_error_t()
        zip_error_init_with_code(&error, code)
        defer { zip_error_fini(&error) }
        return String(cString: zip_error_strerror(&error))
    }
}
