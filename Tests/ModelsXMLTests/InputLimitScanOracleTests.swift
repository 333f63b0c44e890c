import Diagnostics
import Foundation
import ModelsXML
import TestSupport
import XCTest

/// The two-pass `InputLimitScan` against the one-pass scan it replaced (kept here, as it was,
/// as the oracle): the same first violation, message, line and column, on random inputs made
/// of what the scan looks at (tags, quotes, comments, CDATA, newlines, `\r`).
final class InputLimitScanOracleTests: XCTestCase {
    func testTheTwoPassScanFindsWhatTheOnePassScanFound() {
        var generator = SplitMix64(seed: 0x1D5_2026)
        let pieces = [
            "<", ">", "/", "/>", "=", "\"", "'", "<!--", "-->", "<![CDATA[", "]]>", "<?", "?>", "<!", "</",
            "a", "bc", " ", "  ", "\n", "\r\n", "x=\"1\"", "<e ", "<e>", "</e>", "<e/>", "-", "?", "]",
        ]
        var compared = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<Int(generator.next() % 40) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            var limits = InputLimits()
            limits.maxAttributes = Int(generator.next() % 4)
            limits.maxDepth = 1 + Int(generator.next() % 4)
            limits.maxLineLength = 1 + Int(generator.next() % 30)
            let bytes = Array(text.utf8)
            for xml in [true, false] {
                let expected = bytes.withUnsafeBufferPointer { buffer -> InputLimitScan.Violation? in
                    var scan = OnePassScan.Scan(bytes: buffer, limits: limits)
                    return xml ? scan.xml() : scan.lines()
                }
                XCTAssertEqual(
                    InputLimitScan.check(bytes, xml: xml, limits: limits), expected,
                    "xml \(xml): \(text.debugDescription)")
                if expected != nil { compared += 1 }
            }
        }
        XCTAssertGreaterThan(compared, 5_000, "enough inputs go past a limit")
    }
}

/// The one-pass scan as it was before the two passes (commit 4ff8b25), unchanged but for names.
private enum OnePassScan {
    fileprivate struct Scan {
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
        mutating func advance() -> InputLimitScan.Violation? {
            if bytes[index] == 0x0A {
                if let long = lineTooLong(endingAt: index) { return long }
                line += 1
                lineStart = index + 1
            }
            index += 1
            return nil
        }

        func lineTooLong(endingAt end: Int) -> InputLimitScan.Violation? {
            var length = end - lineStart
            if length > 0, bytes[end - 1] == 0x0D { length -= 1 }
            guard length > limits.maxLineLength else { return nil }
            return InputLimitScan.Violation(
                message:
                    "line \(line) is \(length) bytes long, over the limit of \(limits.maxLineLength) (\(limits.names[.maxLineLength]))",
                line: line, column: limits.maxLineLength + 1)
        }

        /// Moves to `end`, line by line: memchr finds the newlines many bytes at a time.
        mutating func advance(to end: Int) -> InputLimitScan.Violation? {
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

        mutating func lines() -> InputLimitScan.Violation? {
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
        mutating func skip(past terminator: StaticString) -> InputLimitScan.Violation? {
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

        mutating func xml() -> InputLimitScan.Violation? {
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
                        return InputLimitScan.Violation(
                            message:
                                "an element has \(attributes) attributes, over the limit of \(limits.maxAttributes) (\(limits.names[.maxAttributes]))",
                            line: tagLine, column: tagColumn)
                    }
                    let closed = index < bytes.count && bytes[index] == UInt8(ascii: ">")
                    if closed { index += 1 }
                    let level = depth + 1
                    if level > limits.maxDepth {
                        return InputLimitScan.Violation(
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
