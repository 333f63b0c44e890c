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

    public init() {}

    /// Parses `512M`, `1G`, `2000000`, `64K` (powers of 1024).
    public static func parseSize(_ text: String) -> UInt64? {
        let units: [Character: UInt64] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]
        var digits = text.uppercased()
        if digits.hasSuffix("IB") { digits.removeLast(2) } else if digits.hasSuffix("B") { digits.removeLast() }
        var multiplier: UInt64 = 1
        if let last = digits.last, let unit = units[last] {
            multiplier = unit
            digits.removeLast()
        }
        guard let value = UInt64(digits) else { return nil }
        let (product, overflow) = value.multipliedReportingOverflow(by: multiplier)
        return overflow ? nil : product
    }
}
