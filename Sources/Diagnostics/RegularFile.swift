#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads files that must be regular files. A FIFO, socket or device named as an input (or
/// sitting in a bundle folder) would block `open` or `read` forever, or never end: it is
/// opened without blocking, checked with `fstat` on the open descriptor (no race with a
/// swap after a `stat`), and refused.
public enum RegularFile {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// What the file at `path` is when it is not a regular file or a directory (`"a FIFO"`),
    /// without opening it; nil for a regular file, a directory or a missing path.
    public static func specialKind(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return kind(status.st_mode)
    }

    /// The whole file, at most `limit` bytes.
    public static func read(_ path: String, limit: UInt64) throws(Failure) -> [UInt8] {
        try read(path, limit: limit, upTo: nil)
    }

    /// The first `count` bytes (fewer when the file is shorter).
    public static func head(_ path: String, count: Int) throws(Failure) -> [UInt8] {
        try read(path, limit: UInt64.max, upTo: count)
    }

    private static func read(_ path: String, limit: UInt64, upTo count: Int?) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(message: errno == ENOENT ? "no such file" : "cannot open the file") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(message: "cannot stat the file") }
        if let kind = kind(status.st_mode) {
            throw Failure(message: "\(kind), not a regular file: refused (reading it could block forever)")
        }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw Failure(message: "a directory, not a file") }
        let size = UInt64(max(0, status.st_size))
        guard count != nil || size <= limit else {
            throw Failure(message: "\(size) bytes, larger than the \(describe(limit)) file size limit")
        }
        let wanted = count.map { min(UInt64($0), size) } ?? size
        var bytes = [UInt8](repeating: 0, count: Int(wanted))
        var got = 0
        while got < bytes.count {
            let n = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + got, $0.count - got, off_t(got))
            }
            if n < 0, errno == EINTR { continue }
            if n < 0 { throw Failure(message: "cannot read the file") }
            if n == 0 { break }
            got += n
        }
        // A file that shrank while read is what it now is.
        if got < bytes.count { bytes.removeSubrange(got...) }
        return bytes
    }

    static func kind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: nil
        }
    }

    /// `64 MiB`, `300 KiB`, `17 bytes`.
    public static func describe(_ size: UInt64) -> String {
        if size >= 1 << 20, size % (1 << 20) == 0 { return "\(size >> 20) MiB" }
        if size >= 1 << 10, size % (1 << 10) == 0 { return "\(size >> 10) KiB" }
        return "\(size) bytes"
    }
}
