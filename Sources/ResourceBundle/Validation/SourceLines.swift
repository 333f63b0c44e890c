import Diagnostics
import Foundation

/// Gives each finding with a line the text of that line, for its fingerprint (baselines,
/// SARIF `partialFingerprints`). The checks already read these files; they are read once more
/// here, only when a finding points into them.
enum SourceLines {
    /// Longest line text kept: a minified file's one line would make every fingerprint huge.
    static let maxLength = 400

    static func annotate(_ diagnostics: [Diagnostic], reader: BundleReader) -> [Diagnostic] {
        var wanted: [String: Set<Int>] = [:]
        for diagnostic in diagnostics {
            if let line = diagnostic.location.line { wanted[diagnostic.location.displayPath, default: []].insert(line) }
        }
        guard !wanted.isEmpty else { return diagnostics }
        var found: [String: [Int: String]] = [:]
        for entry in reader.entries where !entry.isDirectory {
            let shown = reader.location(of: entry.path).displayPath
            guard let lines = wanted[shown], found[shown] == nil, let bytes = try? reader.read(entry) else { continue }
            found[shown] = extract(lines, from: bytes)
        }
        return diagnostics.map { diagnostic in
            guard let line = diagnostic.location.line, let text = found[diagnostic.location.displayPath]?[line] else {
                return diagnostic
            }
            var copy = diagnostic
            copy.sourceLine = text
            return copy
        }
    }

    /// The text of `lines` (1-based), found with one pass of memchr over the bytes.
    static func extract(_ lines: Set<Int>, from bytes: [UInt8]) -> [Int: String] {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let all = decode(bytes).split(separator: "\n", omittingEmptySubsequences: false)
            return Dictionary(
                uniqueKeysWithValues: lines.filter { $0 <= all.count }.map {
                    ($0, String(all[$0 - 1].prefix(maxLength)))
                })
        }
        let last = lines.max() ?? 0
        var result: [Int: String] = [:]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            var line = 1
            while line <= last, start <= buffer.count {
                let end =
                    memchr(base + start, 0x0A, buffer.count - start).map {
                        UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base
                    }
                    ?? buffer.count
                if lines.contains(line) {
                    let text = String(
                        decoding: UnsafeBufferPointer(start: base + start, count: min(end - start, maxLength * 4)),
                        as: UTF8.self)
                    result[line] = String(text.prefix(maxLength))
                }
                start = end + 1
                line += 1
            }
        }
        return result
    }

    /// UTF-16 with a byte-order mark (a widget.xml saved by Windows tools), else UTF-8.
    static func decode(_ bytes: [UInt8]) -> String {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let little = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let a = UInt16(bytes[index])
                let b = UInt16(bytes[index + 1])
                units.append(little ? a | b << 8 : a << 8 | b)
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The first bytes of a UTF-16 file (with or without a byte-order mark) as UTF-8, so its
    /// root element is recognised; other bytes are returned as they are.
    static func utf16HeadAsUTF8(_ head: [UInt8]) -> [UInt8] {
        guard head.count >= 4 else { return head }
        var bytes = head
        if head[0] == 0x3C, head[1] == 0, head[2] != 0, head[3] == 0 { bytes = [0xFF, 0xFE] + head }
        if head[0] == 0, head[1] == 0x3C, head[2] == 0, head[3] != 0 { bytes = [0xFE, 0xFF] + head }
        let hasMark = (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
        guard hasMark else { return head }
        return Array(decode(Array(bytes.prefix(bytes.count & ~1))).utf8)
    }
}
