import Diagnostics

/// Positions in one text, in the three ways they are counted: the Language Server Protocol's
/// (line and UTF-16 unit, both from 0), idv-res locations' (line and UTF-8 byte column, both
/// from 1), and byte offsets, which edits and feature requests use.
///
/// Lines end at `\n` (a `\r` before it belongs to the line), as libxml2 counts them for
/// findings. Positions past a line's end or past the last line clamp to the nearest end, as the
/// protocol asks of a server.
public struct TextPositions: Sendable {
    public let bytes: [UInt8]
    /// The byte offset where each line starts; the first is 0.
    public let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// The byte range of line `line` (from 0), without its `\n`.
    public func lineRange(_ line: Int) -> Range<Int> {
        let line = min(max(line, 0), lineStarts.count - 1)
        let start = lineStarts[line]
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        return start..<end
    }

    /// The byte offset of a protocol position (line, UTF-16 unit).
    public func offset(line: Int, utf16 character: Int) -> Int {
        if line >= lineStarts.count { return bytes.count }
        let range = lineRange(line)
        var offset = range.lowerBound
        var units = 0
        while offset < range.upperBound, units < character {
            let length = Self.scalarLength(bytes[offset])
            units += length == 4 ? 2 : 1
            offset = min(offset + length, range.upperBound)
        }
        return offset
    }

    /// The protocol position (line, UTF-16 unit) of a byte offset.
    public func position(ofOffset offset: Int) -> (line: Int, utf16: Int) {
        let offset = min(max(offset, 0), bytes.count)
        let line = lineContaining(offset)
        var cursor = lineStarts[line]
        var units = 0
        while cursor < offset {
            let length = Self.scalarLength(bytes[cursor])
            units += length == 4 ? 2 : 1
            cursor += length
        }
        return (line, units)
    }

    /// The byte offset of an idv-res location (line and byte column from 1); a missing
    /// column is the line's start.
    public func offset(line1: Int, column1: Int?) -> Int {
        let range = lineRange(line1 - 1)
        if line1 - 1 >= lineStarts.count { return bytes.count }
        return min(range.lowerBound + max((column1 ?? 1) - 1, 0), range.upperBound)
    }

    /// The line (from 0) that holds `offset`.
    public func lineContaining(_ offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte,
    /// so malformed text still advances).
    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}

extension TextPositions {
    /// The positions of a file that is not open, in its text as an editor shows it (UTF-16
    /// converted, as the findings' columns count it); none when it cannot be read.
    static func ofFile(_ path: String) -> TextPositions {
        TextPositions(DecodedText.convertingUTF16((try? RegularFile.read(path, limit: 64 << 20)) ?? []))
    }
}
