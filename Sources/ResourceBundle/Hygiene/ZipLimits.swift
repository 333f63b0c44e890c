import Diagnostics

/// How much a zip may hold before `validate` reports it and `unpack` refuses it. Real
/// resources zips hold about a hundred entries and a few MB; the defaults leave wide room
/// while stopping zip bombs long before they fill a disk.
public struct ZipLimits: Sendable, Equatable {
    /// Entries in the central directory (`--max-entries`).
    public var maxEntries: Int = 10_000
    /// Sum of the uncompressed sizes (`--max-total-size`).
    public var maxTotalSize: UInt64 = 1 << 30
    /// Uncompressed size / compressed size of one entry (`--max-ratio`). The worst real XML
    /// document model compresses about 14 times; deflate tops out near 1032.
    public var maxRatio: Double = 100
    /// Entries smaller than this are never judged by their ratio: a tiny file of repeated
    /// bytes compresses well and harms nobody.
    public var ratioFloor: UInt64 = 64 << 10
    /// How the caller's user sets each limit, named in the findings past one (`.maxEntries`...).
    public var names = InputLimits.Names()

    public init() {}
}
