import Preview
import ResourceBundle

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bundle's files as the server sends them. A folder's are opened one path segment at a
/// time with `O_NOFOLLOW` from the bundle's folder, so a symbolic link put in place of a file
/// after the bundle was read is not followed out of it; a zip's come from its reader.
struct LiveFiles: Sendable {
    /// The bundle's folder (absolute), nil for a zip.
    let folder: String?
    let device: PreviewOptions.Device

    /// At most this many bytes of one file (a bundle's videos are a few MB).
    static let limit = 256 << 20

    func read(_ entry: BundleEntry, from pages: PreviewPages) -> [UInt8]? {
        guard let folder, pages.kind == .directory else { return pages.bytes(of: entry) }
        var descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        let segments = entry.path.split(separator: "/").map(String.init)
        for (index, segment) in segments.enumerated() {
            guard descriptor >= 0, segment != "..", segment != "." else { break }
            let last = index == segments.count - 1
            let next = openat(
                descriptor, segment, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | (last ? O_NONBLOCK : O_DIRECTORY))
            close(descriptor)
            descriptor = next
            if last { return descriptor >= 0 ? Self.readAll(descriptor) : nil }
        }
        if descriptor >= 0 { close(descriptor) }
        return nil
    }

    /// A regular file's bytes from an open descriptor (closed here).
    private static func readAll(_ descriptor: Int32) -> [UInt8]? {
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= limit else {
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var got = 0
        while got < bytes.count {
            let n = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + got, $0.count - got, off_t(got))
            }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            got += n
        }
        return Array(bytes.prefix(got))
    }

    /// The version of a file the browser may hold: its size, CRC (zips) and stamp (folders).
    func tag(of entry: BundleEntry, in pages: PreviewPages) -> String {
        var hasher = Hasher()
        hasher.combine(entry.size)
        hasher.combine(entry.crc)
        hasher.combine(pages.stamp(of: entry.path))
        return LiveSite.hex(hasher.finalize())
    }
}
