import Diagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One linear pass over a text file, before any parser sees it, for what would make the
/// parsers slow or deep: a line too long, and in XML an element with too many attributes
/// (libxml2's duplicate check is quadratic: 100,000 attributes cost seconds) or nested too
/// deep. Tolerant of malformed XML: it only counts; libxml2 judges the syntax afterwards.
///
/// Two passes, each tight: the lines (memchr from newline to newline) and, for XML, the tags
/// (no line counting: a violation's line and column are counted only when there is one). The
/// first violation in reading order wins, as if one pass had read the file once.
public enum InputLimitScan {
    public struct Violation: Sendable, Equatable {
        public var message: String
        public var line: Int
        public var column: Int

        public init(message: String, line: Int, column: Int) {
            self.message = message
            self.line = line
            self.column = column
        }
    }

    public static func check(_ bytes: [UInt8], xml: Bool, limits: InputLimits) -> Violation? {
        bytes.withUnsafeBufferPointer { check($0, xml: xml, limits: limits) }
    }

    public static func check(_ bytes: UnsafeBufferPointer<UInt8>, xml: Bool, limits: InputLimits) -> Violation? {
        guard bytes.count > 0 else { return nil }
        let scan = Scan(bytes: bytes, limits: limits)
        let line = scan.firstLongLine()
        guard xml, let tag = scan.firstTagViolation(before: line?.seenAt ?? bytes.count) else {
            return line?.violation
        }
        // A long line is seen at its newline, a tag's violation at the tag's end (never a
        // newline); an unclosed tag at the end of the file comes before the last line's check.
        if let line, line.seenAt < tag.seenAt { return line.violation }
        return tag.violation
    }

    /// A violation, and the offset where a single reading of the file would have seen it.
    private typealias Seen = (seenAt: Int, violation: Violation)

    private struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        let limits: InputLimits

        /// The offset of the next `byte` at or after `index` (the end when there is none).
        func next(_ byte: UInt8, from index: Int) -> Int {
            let base = bytes.baseAddress!
            guard index < bytes.count, let found = memchr(base + index, Int32(byte), bytes.count - index) else {
                return bytes.count
            }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        /// The first line over `maxLineLength` (a `\r` before its `\n` not counted), seen at
        /// its newline, or at the end for the last line.
        func firstLongLine() -> Seen? {
            var line = 1
            var lineStart = 0
            while true {
                let end = next(0x0A, from: lineStart)
                var length = end - lineStart
                if length > 0, bytes[end - 1] == 0x0D { length -= 1 }
                if length > limits.maxLineLength {
                    let message =
                        "line \(line) is \(length) bytes long, over the limit of \(limits.maxLineLength) (\(limits.names[.maxLineLength]))"
                    return (end, Violation(message: message, line: line, column: limits.maxLineLength + 1))
                }
                guard end < bytes.count else { return nil }
                line += 1
                lineStart = end + 1
            }
        }

        /// Line and column of `offset`, counted only for a violation's message.
        func location(of offset: Int) -> (line: Int, column: Int) {
            var line = 1
            var lineStart = 0
            while true {
                let newline = next(0x0A, from: lineStart)
                guard newline < offset else { return (line, offset - lineStart + 1) }
                line += 1
                lineStart = newline + 1
            }
        }

        func starts(with text: StaticString, at index: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
            return true
        }

        /// Just past the first `terminator` found from `index` (the end when there is none).
        func index(past terminator: StaticString, from start: Int) -> Int {
            var index = start
            while index < bytes.count {
                index = next(terminator.utf8Start[0], from: index)
                guard index < bytes.count else { return index }
                if starts(with: terminator, at: index) { return index + terminator.utf8CodeUnitCount }
                index += 1
            }
            return index
        }

        /// Inside a tag, outside values: past the bytes that change nothing (names, spaces).
        func plainEnd(from start: Int) -> Int {
            var index = start
            // The stops are all below 64: one bit each of a word (letters are above: one test).
            let stops: UInt64 = 1 << 0x22 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3D | 1 << 0x3E
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 64, stops >> UInt64(byte) & 1 != 0 { return index }
                index += 1
            }
            return index
        }

        /// Whether the tag from `start` (its `<`) to `end` (its `>`) closes itself: its last
        /// byte other than white space, outside values (a value ends at its quote), is `/`.
        func isSelfClosing(from start: Int, to end: Int) -> Bool {
            var back = end - 1
            while back > start, bytes[back] <= 0x20 { back -= 1 }
            return back > start && bytes[back] == UInt8(ascii: "/")
        }

        /// The first element with too many attributes or nested too deep, seen at its tag's
        /// end; the scan stops at `limit` (where a long line was already seen).
        func firstTagViolation(before limit: Int) -> Seen? {
            var depth = 0
            var index = 0
            while index < bytes.count, index <= limit {
                guard bytes[index] == UInt8(ascii: "<") else {
                    index = next(UInt8(ascii: "<"), from: index)
                    continue
                }
                if starts(with: "<!--", at: index) {
                    index = self.index(past: "-->", from: index)
                } else if starts(with: "<![CDATA[", at: index) {
                    index = self.index(past: "]]>", from: index)
                } else if starts(with: "<?", at: index) {
                    index = self.index(past: "?>", from: index)
                } else if starts(with: "<!", at: index) {
                    index = self.index(past: ">", from: index)
                } else if starts(with: "</", at: index) {
                    depth = max(0, depth - 1)
                    index = self.index(past: ">", from: index)
                } else {
                    let tagStart = index
                    var attributes = 0
                    index += 1
                    while true {
                        index = plainEnd(from: index)
                        guard index < bytes.count else { break }
                        let byte = bytes[index]
                        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                            // Inside a value only its closing quote matters.
                            index = next(byte, from: index + 1)
                            guard index < bytes.count else { break }
                            index += 1
                            continue
                        }
                        guard byte == UInt8(ascii: "=") else { break }  // `>`, or `<` of a tag left open
                        attributes += 1
                        index += 1
                    }
                    if attributes > limits.maxAttributes {
                        let message =
                            "an element has \(attributes) attributes, over the limit of \(limits.maxAttributes) (\(limits.names[.maxAttributes]))"
                        return violation(message, at: tagStart, seenAt: index)
                    }
                    let closed = index < bytes.count && bytes[index] == UInt8(ascii: ">")
                    let level = depth + 1
                    if level > limits.maxDepth {
                        let message =
                            "elements nest \(level) deep here, over the limit of \(limits.maxDepth) (\(limits.names[.maxDepth]))"
                        return violation(message, at: tagStart, seenAt: index)
                    }
                    if !(closed && isSelfClosing(from: tagStart, to: index)) { depth = level }
                    if closed { index += 1 }
                }
            }
            return nil
        }

        func violation(_ message: String, at tagStart: Int, seenAt: Int) -> Seen {
            let (line, column) = location(of: tagStart)
            return (seenAt, Violation(message: message, line: line, column: column))
        }
    }
}
