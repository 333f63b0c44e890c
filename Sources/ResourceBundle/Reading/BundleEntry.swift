/// One file (or folder) of a resources bundle, whether it sits in a zip or a directory.
public struct BundleEntry: Sendable, Hashable {
    /// What an entry is on a file system, from its zip external attributes or `lstat`.
    public enum FileType: String, Sendable, Hashable {
        case regular
        case directory
        case symlink
        /// A device, FIFO or socket: nothing a resources bundle may hold.
        case special
    }

    /// Path inside the bundle, `/`-separated, as stored (not normalised: hygiene checks need
    /// the raw name).
    public var path: String
    public var isDirectory: Bool
    /// Uncompressed size as declared (zip) or on disk (directory).
    public var size: UInt64
    /// Stored size in the zip; equal to `size` for directories on disk.
    public var compressedSize: UInt64
    /// The position in the zip's central directory; -1 for directory bundles.
    public var index: Int
    public var fileType: FileType
    /// The zip compression method (0 stored, 8 deflated, ...); 0 on disk.
    public var compressionMethod: Int
    /// The declared CRC-32 (zip only).
    public var crc: UInt32
    /// Encrypted (traditional PKWARE or AES): nobody without the password can read it.
    public var isEncrypted: Bool
    /// Unix permission bits (`0o644`), when the zip records them or on disk.
    public var permissions: UInt32?

    /// The most bytes of one XML, JSON or strings file a check reads whole, unless the
    /// input limits say otherwise (64 MiB).
    public static let defaultReadLimit: UInt64 = 64 << 20

    public init(
        path: String, isDirectory: Bool, size: UInt64, compressedSize: UInt64, index: Int,
        fileType: FileType? = nil, compressionMethod: Int = 0, crc: UInt32 = 0, isEncrypted: Bool = false,
        permissions: UInt32? = nil
    ) {
        self.path = path
        self.isDirectory = isDirectory
        self.size = size
        self.compressedSize = compressedSize
        self.index = index
        self.fileType = fileType ?? (isDirectory ? .directory : .regular)
        self.compressionMethod = compressionMethod
        self.crc = crc
        self.isEncrypted = isEncrypted
        self.permissions = permissions
    }

    /// The last path component.
    public var name: String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }
}
