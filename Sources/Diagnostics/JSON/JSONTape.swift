/// A parsed JSON document, flat: its text, and one row per value and per object key in
/// document order. A container's children follow it; `ends[row]` is the row after its last
/// descendant (`row + 1` for a scalar), so a walk skips a whole subtree in one step.
/// Strings and numbers are decoded from the text when asked, and a row's line and column
/// come from its byte offset and the table of line starts.
final class JSONTape: Sendable {
    enum Kind: UInt8 {
        case null, `true`, `false`, number, string, key, array, object
    }

    let bytes: [UInt8]
    let kinds: [Kind]
    /// Where each row's value (or key's opening quote) starts in `bytes`.
    let offsets: [UInt32]
    let ends: [UInt32]
    /// The offset of each line's first byte (after a byte order mark for the first).
    let lineStarts: [UInt32]

    init(bytes: [UInt8], kinds: [Kind], offsets: [UInt32], ends: [UInt32], lineStarts: [UInt32]) {
        self.bytes = bytes
        self.kinds = kinds
        self.offsets = offsets
        self.ends = ends
        self.lineStarts = lineStarts
    }

    var root: JSONNode { JSONNode(tape: self, row: 0) }

    /// The 1-based line and column (in bytes) where `row` starts, as the parser counts them.
    func location(_ row: Int) -> (line: Int, column: Int) {
        let offset = offsets[row]
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return (low, Int(offset - lineStarts[low - 1]) + 1)
    }

    func string(_ row: Int) -> String {
        var scanner = JSONScanner(bytes: bytes, at: Int(offsets[row]))
        return (try? scanner.string()) ?? ""
    }

    func number(_ row: Int) -> Double {
        var scanner = JSONScanner(bytes: bytes, at: Int(offsets[row]))
        return (try? scanner.number()) ?? .nan
    }

    /// Whether the key at `row` is `key`. Compares bytes while both are ASCII and the key has
    /// no escape; otherwise decodes it and compares as `String` does (canonical equivalence).
    func key(_ row: Int, equals key: String) -> Bool {
        var index = Int(offsets[row]) + 1
        for byte in key.utf8 {
            let raw = bytes[index]
            if raw == UInt8(ascii: "\\") || raw >= 0x80 || byte >= 0x80 { return string(row) == key }
            if raw != byte { return false }
            index += 1
        }
        let next = bytes[index]
        if next == UInt8(ascii: "\"") { return true }
        return next >= 0x80 ? string(row) == key : false
    }
}
