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
        var scan = Scan(bytes: bytes, limits: limits)
        return xml ? scan.xml() : scan.lines()
    }

    private struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        let limits: InputLimits
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: UnsafeBufferPointer<UInt8>, limits: InputLimits) {
            self.bytes = bytes
            self.limits = limits
        }

        var column: Int { index - lineStart + 1 }

        /// Moves past the byte at `index`, checking the length of each line as it ends.
        mutating func advance() -> Violation? {
            if bytes[index] == 0x0A {
                if let long = lineTooLong(endingAt: index) { return long }
                line += 1
                lineStart = index + 1
            }
            index += 1
            return nil
        }

        func lineTooLong(endingAt end: Int) -> Violation? {
            var length = end - lineStart
            if length > 0, bytes[end - 1] == 0x0D { length -= 1 }
            guard length > limits.maxLineLength else { return nil }
            return Violation(
                message:
                    "line \(line) is \(length) bytes long, over the limit of \(limits.maxLineLength) (\(limits.names[.maxLineLength]))",
                line: line, column: limits.maxLineLength + 1)
        }

        /// Moves to `end`, line by line: memchr finds the newlines many bytes at a time.
        mutating func advance(to end: Int) -> Violation? {
            let base = bytes.baseAddress!
            while index < end, let newline = memchr(base + index, 0x0A, end - index) {
                index = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                if let violation = advance() { return violation }
            }
            index = max(index, end)
            return nil
        }

        /// The offset of the next `byte` at or after `index` (the end when there is none).
        func next(_ byte: UInt8) -> Int {
            let base = bytes.baseAddress!
            guard index < bytes.count, let found = memchr(base + index, Int32(byte), bytes.count - index) else {
                return bytes.count
            }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        mutating func lines() -> Violation? {
            if let violation = advance(to: bytes.count) { return violation }
            return lineTooLong(endingAt: bytes.count)
        }

        func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
            return true
        }

        /// Advances until just past `terminator` (or the end).
        mutating func skip(past terminator: StaticString) -> Violation? {
            while index < bytes.count {
                if let violation = advance(to: next(terminator.utf8Start[0])) { return violation }
                guard index < bytes.count else { return nil }
                if starts(with: terminator) {
                    index += terminator.utf8CodeUnitCount
                    return nil
                }
                if let violation = advance() { return violation }
            }
            return nil
        }

        /// Inside a tag, outside values: moves past the bytes that change nothing (names, spaces),
        /// the bulk of a tag, without the per-byte checks of the loop.
        mutating func skipPlain() {
            while index < bytes.count {
                let byte = bytes[index]
                // Letters and `_` are above `>`; below it only these stop the skip.
                if byte <= UInt8(ascii: ">") {
                    if byte == 0x0A || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
                        || byte >= UInt8(ascii: "<")
                    {
                        return
                    }
                }
                index += 1
            }
        }

        /// Whether the tag from `start` (its `<`) to `end` (its `>`) closes itself: its last
        /// byte other than white space, outside values (a value ends at its quote), is `/`.
        func isSelfClosing(from start: Int, to end: Int) -> Bool {
            var back = end - 1
            while back > start, bytes[back] <= 0x20 { back -= 1 }
            return back > start && bytes[back] == UInt8(ascii: "/")
        }

        mutating func xml() -> Violation? {
            var depth = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "<") else {
                    if let violation = advance(to: next(UInt8(ascii: "<"))) { return violation }
                    continue
                }
                if starts(with: "<!--") {
                    if let violation = skip(past: "-->") { return violation }
                } else if starts(with: "<![CDATA[") {
                    if let violation = skip(past: "]]>") { return violation }
                } else if starts(with: "<?") {
                    if let violation = skip(past: "?>") { return violation }
                } else if starts(with: "<!") {
                    if let violation = skip(past: ">") { return violation }
                } else if starts(with: "</") {
                    depth = max(0, depth - 1)
                    if let violation = skip(past: ">") { return violation }
                } else {
                    let (tagLine, tagColumn) = (line, column)
                    let tagStart = index
                    var attributes = 0
                    index += 1
                    while index < bytes.count {
                        skipPlain()
                        guard index < bytes.count else { break }
                        let byte = bytes[index]
                        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                            // Inside a value only its closing quote matters.
                            index += 1
                            if let violation = advance(to: next(byte)) { return violation }
                            guard index < bytes.count else { break }
                            index += 1
                            continue
                        }
                        if byte == UInt8(ascii: "=") {
                            attributes += 1
                        } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
                            break
                        }
                        if let violation = advance() { return violation }
                    }
                    if attributes > limits.maxAttributes {
                        return Violation(
                            message:
                                "an element has \(attributes) attributes, over the limit of \(limits.maxAttributes) (\(limits.names[.maxAttributes]))",
                            line: tagLine, column: tagColumn)
                    }
                    let closed = index < bytes.count && bytes[index] == UInt8(ascii: ">")
                    if closed { index += 1 }
                    let level = depth + 1
                    if level > limits.maxDepth {
                        return Violation(
                            message:
                                "elements nest \(level) deep here, over the limit of \(limits.maxDepth) (\(limits.names[.maxDepth]))",
                            line: tagLine, column: tagColumn)
                    }
                    if !(closed && isSelfClosing(from: tagStart, to: index - 1)) { depth = level }
                }
            }
            return lineTooLong(endingAt: bytes.count)
        }
    }
}
