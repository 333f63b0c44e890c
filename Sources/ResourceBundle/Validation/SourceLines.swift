import Diagnostics
import Foundation

/// Gives each finding with a line the text of that line, for its fingerprint (baselines,
/// SARIF `partialFingerprints`). A check that holds a file's bytes keeps the lines its findings
/// may point to (`Kept`); any other file a finding points into is read once more here.
enum SourceLines {
    /// Longest line text kept: a minified file's one line would make every fingerprint huge.
    static let maxLength = 400

    /// Lines taken while a check held an entry's bytes, by entry index, so the entry need
    /// not be read again for its findings' fingerprints.
    struct Kept {
        /// The lines asked for (some may be past the end), and the raw bytes of those that
        /// exist in one buffer, made into text only for the lines a finding points to.
        struct File: Sendable {
            private var asked: [Int32] = []
            private var present: [Int32] = []
            /// `present[i]`'s bytes are `buffer[bounds[i]..<bounds[i + 1]]`.
            private var bounds: [Int32] = [0]
            private var buffer: [UInt8] = []

            /// About how many bytes it holds.
            var size: Int { buffer.count + 4 * (asked.count + present.count + bounds.count) }

            /// The lines `lines` (1-based, in any order) of a file with `bytes`, on any thread.
            init(_ lines: [Int], from bytes: [UInt8]) {
                asked = Self.sortedLines(lines)
                // A UTF-16 file (rare: widget.xml from Windows tools) is decoded whole; a UTF-8
                // byte order mark stays in line 1's text, as fingerprints in baselines have it.
                let text = DecodedText.convertingUTF16(bytes)
                SourceLines.forEachLine(sorted: asked.map(Int.init), in: text) { line, text in
                    present.append(Int32(line))
                    buffer.append(contentsOf: text)
                    bounds.append(Int32(buffer.count))
                }
            }

            private init() {}

            /// Its lines `lines` alone (each asked for here), without reading the file again.
            func keeping(_ lines: [Int]) -> File {
                var kept = File()
                kept.asked = Self.sortedLines(lines).filter { Self.position(of: Int($0), in: asked) != nil }
                for line in kept.asked {
                    guard let i = Self.position(of: Int(line), in: present) else { continue }
                    kept.present.append(line)
                    kept.buffer.append(contentsOf: buffer[Int(bounds[i])..<Int(bounds[i + 1])])
                    kept.bounds.append(Int32(kept.buffer.count))
                }
                return kept
            }

            /// Ascending, without repeats; a line number past Int32 cannot be kept (it is read
            /// again if cited).
            private static func sortedLines(_ lines: [Int]) -> [Int32] {
                var sorted: [Int32] = []
                for line in lines.sorted() {
                    guard let line = Int32(exactly: line), sorted.last != line else { continue }
                    sorted.append(line)
                }
                return sorted
            }

            /// Whether every line of `lines` was asked for.
            func covers(_ lines: Set<Int>) -> Bool {
                lines.allSatisfy { Self.position(of: $0, in: asked) != nil }
            }

            /// The text of each of `lines` the file has.
            func text(of lines: Set<Int>) -> [Int: String] {
                var result: [Int: String] = [:]
                buffer.withUnsafeBufferPointer { buffer in
                    for line in lines {
                        guard let i = Self.position(of: line, in: present) else { continue }
                        let bytes = UnsafeBufferPointer(rebasing: buffer[Int(bounds[i])..<Int(bounds[i + 1])])
                        result[line] = SourceLines.text(bytes)
                    }
                }
                return result
            }

            private static func position(of line: Int, in sorted: [Int32]) -> Int? {
                guard let line = Int32(exactly: line) else { return nil }
                var low = 0
                var high = sorted.count
                while low < high {
                    let middle = (low + high) / 2
                    if sorted[middle] < line { low = middle + 1 } else { high = middle }
                }
                return low < sorted.count && sorted[low] == line ? low : nil
            }
        }

        private(set) var entries: [Int: File] = [:]
        /// Bytes held for lines that may be cited (see `keep(_:of:atLeast:)`).
        private var optionalSize = 0
        /// At most this much is kept for lines that may be cited later: past it, a bundle's
        /// memory stays flat and a late finding's file is read again instead.
        let budget: Int

        init(budget: Int = 1 << 20) {
            self.budget = budget
        }

        /// Lines taken on another thread; lines kept before for the same entry win (a line
        /// not kept is read again at the end, so nothing is ever wrong, only slower).
        mutating func keep(_ file: File, of entry: BundleEntry) {
            if entries[entry.index] == nil { entries[entry.index] = file }
        }

        /// `preferred` (the lines findings cite and those later findings may cite) while the
        /// budget allows, else `essential` (the lines findings cite).
        mutating func keep(_ preferred: File, of entry: BundleEntry, atLeast essential: File) {
            let extra = preferred.size - essential.size
            guard entries[entry.index] == nil, optionalSize + extra <= budget else {
                return keep(essential, of: entry)
            }
            optionalSize += extra
            keep(preferred, of: entry)
        }
    }

    static func annotate(_ diagnostics: [Diagnostic], reader: BundleReader, kept: Kept = Kept()) -> [Diagnostic] {
        var wanted: [String: Set<Int>] = [:]
        for diagnostic in diagnostics {
            if let line = diagnostic.location.line { wanted[diagnostic.location.displayPath, default: []].insert(line) }
        }
        guard !wanted.isEmpty else { return diagnostics }
        var found: [String: [Int: String]] = [:]
        for entry in reader.entries where !entry.isDirectory {
            let shown = reader.location(of: entry.path).displayPath
            guard let lines = wanted[shown], found[shown] == nil else { continue }
            if let known = kept.entries[entry.index], known.covers(lines) {
                found[shown] = known.text(of: lines)
            } else if let bytes = try? reader.read(entry) {
                found[shown] = extract(lines, from: bytes)
            }
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

    /// The text of `lines` (1-based), found with one pass of memchr over the bytes (as `Kept`
    /// reads them).
    static func extract(_ lines: Set<Int>, from bytes: [UInt8]) -> [Int: String] {
        let text = DecodedText.convertingUTF16(bytes)
        var result: [Int: String] = [:]
        forEachLine(sorted: lines.sorted(), in: text) { line, text in result[line] = self.text(text) }
        return result
    }

    /// Each of `lines` (1-based, ascending, no repeats) that a UTF-8 file has, as its bytes
    /// (at most what `maxLength` characters can take), in file order.
    static func forEachLine(sorted lines: [Int], in bytes: [UInt8], _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        guard let last = lines.last else { return }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            var line = 1
            var next = 0
            while line <= last, start <= buffer.count {
                let end =
                    memchr(base + start, 0x0A, buffer.count - start).map {
                        UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base
                    }
                    ?? buffer.count
                // Lines before the first (0, negative) are never found.
                while lines[next] < line { next += 1 }
                if line == lines[next] {
                    body(line, UnsafeBufferPointer(start: base + start, count: min(end - start, maxLength * 4)))
                }
                start = end + 1
                line += 1
            }
        }
    }

    /// A line's bytes as the text kept: at most `maxLength` characters (a line of no more
    /// bytes than that has no more characters, so it is taken whole).
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.count <= maxLength ? text : String(text.prefix(maxLength))
    }
}
