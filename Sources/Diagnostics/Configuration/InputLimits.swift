/// How large or deep one text file of a bundle may be before it is refused, unread by the
/// expensive parsers, with a located `input.limit` finding. Real resources files stay far
/// inside: 19 attributes on one element, 7 levels, 946-byte lines, 691 KB per file (the 12
/// real zips); the defaults leave wide room while a hostile file costs a linear scan.
/// Set by key (`Key`): the `limits` object of `.idv-res.json` (`maxFileSize`,
/// `maxLineLength`, ...) or the caller's own names for them (`names`: the CLI's flags).
public struct InputLimits: Sendable, Equatable {
    /// Bytes of one XML, JSON or strings file read whole.
    public var maxFileSize: UInt64 = 64 << 20
    /// Bytes of one line of an XML or `.strings` file (JSON is exempt: Lottie is one line).
    public var maxLineLength: Int = 256 << 10
    /// Attributes on one XML element (libxml2 checks duplicates in quadratic time).
    public var maxAttributes: Int = 256
    /// Nesting of XML elements (libxml2 refuses more than 256 whatever this says).
    public var maxDepth: Int = 64
    /// How the caller's user sets each limit, named in the findings past one.
    public var names = Names()

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
