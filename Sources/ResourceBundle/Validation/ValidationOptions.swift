/// What the user asked `validate` (and the commands built on it) to check beyond defaults.
public struct ValidationOptions: Sendable {
    /// A `specificData` string to check against the bundle's document models.
    public var specificData: String?
    /// `MODE_SEARCH`, `MODE_SPECIFIC` or `MODE_GENERIC`, with `specificData`.
    public var scanMode: String?
    /// Zip hygiene limits (entries, total size, compression ratio).
    public var limits = ZipLimits()
    /// Told how far long checks got (the CLI shows it on a TTY).
    public var progress: ProgressHandler?

    public init() {}
}
