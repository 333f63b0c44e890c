/// How large or deep one text file of a bundle may be before it is refused, unread by the
/// expensive parsers, with a located `input.limit` finding. Real resources files stay far
/// inside: 19 attributes on one element, 7 levels, 946-byte lines, 691 KB per file (the 12
/// real zips); the defaults leave wide room while a hostile file costs a linear scan.
/// Set with `--max-file-size`, `--max-line-length`, `--max-attributes`, `--max-depth`, or
/// the `limits` object of `.idv-res.json` (`maxFileSize`, `maxLineLength`, ...).
public struct InputLimits: Sendable, Equatable {
    /// Bytes of one XML, JSON or strings file read whole.
    public var maxFileSize: UInt64 = 64 << 20
    /// Bytes of one line of an XML or `.strings` file (JSON is exempt: Lottie is one line).
    public var maxLineLength: Int = 256 << 10
    /// Attributes on one XML element (libxml2 checks duplicates in quadratic time).
    public var maxAttributes: Int = 256
    /// Nesting of XML elements (libxml2 refuses more than 256 whatever this says).
    public var maxDepth: Int = 64

    public init() {}

    /// The keys of the configuration's `limits` object, with the option each matches.
    public static let keys: [(key: String, option: String)] = [
        ("maxFileSize", "--max-file-size"), ("maxLineLength", "--max-line-length"),
        ("maxAttributes", "--max-attributes"), ("maxDepth", "--max-depth"),
    ]

    /// Sets the limit named `key` (a configuration key or its option) from `text`; nil when
    /// the key is unknown, else the problem with the value (nil when it was accepted).
    public mutating func set(_ key: String, _ text: String) -> String?? {
        func count() -> Int? { Int(text).flatMap { $0 >= 1 ? $0 : nil } }
        switch key {
        case "maxFileSize", "--max-file-size":
            guard let size = InputLimits.parseSize(text), size >= 1 else {
                return .some("expected a size such as 1048576, 512K or 64M")
            }
            maxFileSize = size
        case "maxLineLength", "--max-line-length":
            guard let value = count() else { return .some("expected a whole number of at least 1") }
            maxLineLength = value
        case "maxAttributes", "--max-attributes":
            guard let value = count() else { return .some("expected a whole number of at least 1") }
            maxAttributes = value
        case "maxDepth", "--max-depth":
            guard let value = count() else { return .some("expected a whole number of at least 1") }
            maxDepth = value
        default:
            return nil
        }
        return .some(nil)
    }

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
