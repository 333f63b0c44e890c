/// The characters a TrueType/OpenType font has glyphs for, read from its `cmap` table
/// (formats 4 and 12 of its Unicode subtables, all of them together). Every read is
/// bounds-checked: a truncated or hostile font gives nil (or fewer characters), never a crash.
struct FontCharacters: Sendable {
    /// Closed ranges of code points with a glyph, from format 12 groups and format 4 segments
    /// that map by delta.
    private var ranges: [ClosedRange<UInt32>] = []
    /// Code points of format 4 segments that map through the glyph array (checked one by one).
    private var single: Set<UInt32> = []

    /// Nil when the bytes are not a font with a readable Unicode `cmap` subtable.
    init?(_ bytes: [UInt8]) {
        let font = ByteReader(bytes)
        var start = 0
        if font.tag(at: 0) == "ttcf" {
            // A collection: the first font's table directory.
            guard let first = font.u32(at: 12) else { return nil }
            start = first
        }
        guard let version = font.u32(at: start), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),
            let count = font.u16(at: start + 4), count > 0, count <= 1024
        else { return nil }
        var cmap: Int?
        for index in 0..<count {
            let record = start + 12 + index * 16
            if font.tag(at: record) == "cmap" { cmap = font.u32(at: record + 8) }
        }
        guard let cmap, let subtables = font.u16(at: cmap + 2), subtables <= 512 else { return nil }
        var read = false
        for index in 0..<subtables {
            let record = cmap + 4 + index * 8
            guard let platform = font.u16(at: record), let encoding = font.u16(at: record + 2),
                let offset = font.u32(at: record + 4)
            else { break }
            // Unicode: platform 0, or Windows' BMP (1) and full repertoire (10).
            guard platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) else { continue }
            let table = cmap + offset
            switch font.u16(at: table) {
            case 4: read = readFormat4(font, at: table) || read
            case 12: read = readFormat12(font, at: table) || read
            default: continue
            }
        }
        guard read else { return nil }
        // Disjoint and sorted, for the binary search (several subtables overlap).
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        ranges = merged
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if single.contains(value) { return true }
        // Binary search for the last range starting at or before the value.
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound <= value { low = middle + 1 } else { high = middle }
        }
        return low > 0 && ranges[low - 1].contains(value)
    }

    private mutating func readFormat4(_ font: ByteReader, at table: Int) -> Bool {
        guard let doubled = font.u16(at: table + 6), doubled >= 2, doubled % 2 == 0 else { return false }
        let segments = doubled / 2
        var budget = 0x20000
        let ends = table + 14
        let starts = ends + doubled + 2
        let deltas = starts + doubled
        let rangeOffsets = deltas + doubled
        guard font.u16(at: rangeOffsets + doubled - 2) != nil else { return false }
        for segment in 0..<segments {
            guard let end = font.u16(at: ends + 2 * segment), let first = font.u16(at: starts + 2 * segment),
                let delta = font.u16(at: deltas + 2 * segment),
                let rangeOffset = font.u16(at: rangeOffsets + 2 * segment), first <= end, first != 0xFFFF
            else { continue }
            if rangeOffset == 0 {
                // Glyph (code + delta) mod 65536; glyph 0 is "missing", for one code at most.
                let missing = (0x10000 - delta) & 0xFFFF
                if missing < first || missing > end {
                    ranges.append(UInt32(first)...UInt32(end))
                } else {
                    if missing > first { ranges.append(UInt32(first)...UInt32(missing - 1)) }
                    if missing < end { ranges.append(UInt32(missing + 1)...UInt32(end)) }
                }
            } else {
                // Through the glyph array. Segments of a real font do not overlap: a hostile one
                // may repeat the whole range in every segment, so the reads stop at twice the BMP.
                let base = rangeOffsets + 2 * segment + rangeOffset
                for code in first...end {
                    budget -= 1
                    guard budget > 0, let glyph = font.u16(at: base + 2 * (code - first)) else { break }
                    if glyph != 0, (glyph + delta) & 0xFFFF != 0 { single.insert(UInt32(code)) }
                }
            }
        }
        return true
    }

    private mutating func readFormat12(_ font: ByteReader, at table: Int) -> Bool {
        guard let length = font.u32(at: table + 4), let groups = font.u32(at: table + 12),
            groups <= (length - 16) / 12, font.u8(at: table + 16 + groups * 12 - 1) != nil || groups == 0
        else { return false }
        for group in 0..<groups {
            let record = table + 16 + group * 12
            guard let first = font.u32(at: record), let last = font.u32(at: record + 4),
                let glyph = font.u32(at: record + 8), first <= last, last <= 0x10FFFF
            else { continue }
            // A group starting at glyph 0 maps its first code to "missing".
            let lower = glyph == 0 ? first + 1 : first
            if lower <= last { ranges.append(UInt32(lower)...UInt32(last)) }
        }
        return true
    }
}

/// Big-endian reads that return nil past the end.
private struct ByteReader {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func u8(at offset: Int) -> Int? {
        offset >= 0 && offset < bytes.count ? Int(bytes[offset]) : nil
    }

    func u16(at offset: Int) -> Int? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func u32(at offset: Int) -> Int? {
        guard let high = u16(at: offset), let low = u16(at: offset + 2) else { return nil }
        return high << 16 | low
    }

    func tag(at offset: Int) -> String? {
        guard offset >= 0, offset <= bytes.count - 4 else { return nil }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
}
