/// One file (or folder) of a resources bundle, whether it sits in a zip or a directory.
public struct BundleEntry: Sendable, Hashable {
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

    public init(path: String, isDirectory: Bool, size: UInt64, compressedSize: UInt64, index: Int) {
        self.path = path
        self.isDirectory = isDirectory
        self.size = size
        self.compressedSize = compressedSize
        self.index = index
    }

    /// The last path component.
    public var name: String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }
}
