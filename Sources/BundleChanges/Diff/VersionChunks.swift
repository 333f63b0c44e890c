import Diagnostics
import ModelsXML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `<Version>` elements of a model file found from its bytes alone, so a diff parses only
/// the Versions that changed: most of a real model file's Versions are the same, byte for
/// byte, from one SDK version to the next (29 of the 40 of the real `DocumentID_All.xml` step
/// in bench/diff.sh, 70% of its bytes).
///
/// NEW's Versions that OLD has byte for byte become empty elements (`<Version id="x"/>`, the
/// start tag kept) padded with the same newlines and spaces, so every line and column after
/// them stays where it was. The diff parses OLD whole and this NEW, and counts such a Version
/// unchanged when the Version its key matches in OLD is the one it is equal to.
enum VersionChunks {
    /// A line and column, as `LocatedElement` gives them.
    struct Position: Hashable {
        var line: Int
        var column: Int
    }

    /// NEW with its Versions that OLD holds byte for byte emptied, and where each starts,
    /// mapped to where its equal starts in OLD.
    struct Substitution {
        var bytes: [UInt8]
        var equalIn: [Position: Position]
    }

    /// One `<Version ...>...</Version>`: its `<`, the `>` of its start tag, and its end (past
    /// the `>` of its end tag).
    struct Chunk {
        var start: Int
        var tagEnd: Int
        var end: Int
    }

    /// Nil when there is nothing to empty, or when the files hold what this scan does not
    /// follow (a namespace, a DOCTYPE, another encoding than UTF-8, a construct left open):
    /// the diff then parses NEW whole.
    static func substitute(old: [UInt8], new: [UInt8]) -> Substitution? {
        old.withUnsafeBufferPointer { oldBytes in
            new.withUnsafeBufferPointer { newBytes in
                substitute(old: oldBytes, new: newBytes)
            }
        }
    }

    private static func substitute(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>)
        -> Substitution?
    {
        guard isPlain(old), isPlain(new), let oldChunks = chunks(in: old), let newChunks = chunks(in: new) else {
            return nil
        }
        // OLD's chunks by their start tag; equal content has an equal start tag.
        var byStartTag: [ArraySlice<UInt8>: [Int]] = [:]
        for (index, chunk) in oldChunks.enumerated() {
            byStartTag[ArraySlice(old[chunk.start...chunk.tagEnd]), default: []].append(index)
        }
        var equal: [(new: Chunk, old: Chunk)] = []
        for chunk in newChunks {
            guard let candidates = byStartTag[ArraySlice(new[chunk.start...chunk.tagEnd])] else { continue }
            let length = chunk.end - chunk.start
            if let match = candidates.first(where: { index in
                let other = oldChunks[index]
                return other.end - other.start == length
                    && memcmp(old.baseAddress! + other.start, new.baseAddress! + chunk.start, length) == 0
            }) {
                equal.append((chunk, oldChunks[match]))
            }
        }
        guard !equal.isEmpty else { return nil }
        let newPositions = positions(of: equal.map(\.new.start), in: new)
        let oldPositions = positions(of: equal.map(\.old.start), in: old)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(new.count)
        var copied = 0
        // Appended as rebased buffers: one copy each, not byte by byte.
        for (chunk, _) in equal {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: new[copied..<chunk.tagEnd]))
            bytes.append(contentsOf: emptied(UnsafeBufferPointer(rebasing: new[chunk.tagEnd..<chunk.end])))
            copied = chunk.end
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: new[copied...]))
        var equalIn: [Position: Position] = [:]
        for index in equal.indices { equalIn[newPositions[index]] = oldPositions[index] }
        return Substitution(bytes: bytes, equalIn: equalIn)
    }

    /// `>` + content + end tag, made `/>` and as many newlines, then spaces up to the column
    /// where the end tag ended.
    private static func emptied(_ rest: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var replacement: [UInt8] = [UInt8(ascii: "/"), UInt8(ascii: ">")]
        let scan = ChunkScan(bytes: rest)
        var lastLineStart: Int?
        while let newline = scan.next(0x0A, from: lastLineStart ?? 0) {
            replacement.append(0x0A)
            lastLineStart = newline + 1
        }
        let tail = lastLineStart.map { rest.count - $0 } ?? rest.count - 2
        replacement.append(contentsOf: repeatElement(UInt8(ascii: " "), count: tail))
        return replacement
    }

    /// UTF-8 (or ASCII), no namespace, no DOCTYPE: what the byte scan reads as libxml2 does.
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, let first = bytes.first else { return false }
        // UTF-16 is converted before libxml2 reads it, UCS-4 (a NUL first) by libxml2: their
        // offsets are not the file's.
        guard first != 0x00, !DecodedText.detect(bytes).isUTF16 else { return false }
        if contains("xmlns", in: bytes) || contains("<!DOCTYPE", in: bytes) { return false }
        // So is a declared encoding other than UTF-8.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)) else { return true }
        let declarationEnd = memchr(base + start, Int32(UInt8(ascii: ">")), bytes.count - start).map {
            base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
        }
        guard let declarationEnd else { return false }
        let declaration = String(decoding: bytes[start..<declarationEnd], as: UTF8.self).lowercased()
        guard let encoding = declaration.range(of: "encoding") else { return true }
        let value = declaration[encoding.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        return value.hasPrefix("utf-8") || value.hasPrefix("us-ascii") || value.hasPrefix("ascii")
    }

    private static func contains(_ text: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let scan = ChunkScan(bytes: bytes)
        var offset = 0
        while let found = scan.next(text.utf8Start[0], from: offset) {
            if scan.starts(with: text, at: found) { return true }
            offset = found + 1
        }
        return false
    }

    /// Line and column of each offset (offsets in increasing order).
    private static func positions(of offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [Position] {
        let base = bytes.baseAddress!
        var line = 1
        var lineStart = 0
        var scanned = 0
        return offsets.map { offset in
            while scanned < offset, let found = memchr(base + scanned, 0x0A, offset - scanned) {
                let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                line += 1
                lineStart = newline + 1
                scanned = newline + 1
            }
            scanned = offset
            return Position(line: line, column: offset - lineStart + 1)
        }
    }

    /// The outermost `<Version>` elements, in file order; nil when the bytes are not
    /// well-formed as far as this scan can tell (then libxml2 says why).
    static func chunks(in bytes: UnsafeBufferPointer<UInt8>) -> [Chunk]? {
        var scan = ChunkScan(bytes: bytes)
        return scan.run()
    }
}

/// The tokens a well-formed file is made of, read as libxml2 reads them: comments, CDATA and
/// processing instructions skipped whole, `>` inside quoted values not ending a tag.
private struct ChunkScan {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func next(_ byte: UInt8, from start: Int) -> Int? {
        let base = bytes.baseAddress!
        guard start < bytes.count, let found = memchr(base + start, Int32(byte), bytes.count - start) else {
            return nil
        }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    func starts(with text: StaticString, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return memcmp(bytes.baseAddress! + offset, text.utf8Start, count) == 0
    }

    /// Just past the first `terminator` at or after `start`.
    func past(_ terminator: StaticString, from start: Int) -> Int? {
        var offset = start
        while let found = next(terminator.utf8Start[0], from: offset) {
            if starts(with: terminator, at: found) { return found + terminator.utf8CodeUnitCount }
            offset = found + 1
        }
        return nil
    }

    /// The `>` that ends the tag whose `<` is at `start`, quotes honoured.
    func tagEnd(from start: Int) -> Int? {
        var offset = start + 1
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ">") { return offset }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                guard let close = next(byte, from: offset + 1) else { return nil }
                offset = close
            } else if byte == UInt8(ascii: "<") {
                return nil
            }
            offset += 1
        }
        return nil
    }

    /// Whether the name after `<` (or `</`) at `offset` is exactly `Version`.
    func namesVersion(at offset: Int) -> Bool {
        guard starts(with: "Version", at: offset) else { return false }
        let after = offset + 7
        guard after < bytes.count else { return false }
        let byte = bytes[after]
        return byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "/")
    }

    mutating func run() -> [VersionChunks.Chunk]? {
        var chunks: [VersionChunks.Chunk] = []
        var depth = 0
        var open: (start: Int, tagEnd: Int, depth: Int)?
        while let lt = next(UInt8(ascii: "<"), from: index) {
            if starts(with: "<!--", at: lt) {
                guard let end = past("-->", from: lt + 4) else { return nil }
                index = end
            } else if starts(with: "<![CDATA[", at: lt) {
                guard let end = past("]]>", from: lt + 9) else { return nil }
                index = end
            } else if starts(with: "<?", at: lt) {
                guard let end = past("?>", from: lt + 2) else { return nil }
                index = end
            } else if starts(with: "<!", at: lt) {
                return nil
            } else if starts(with: "</", at: lt) {
                guard let gt = next(UInt8(ascii: ">"), from: lt + 2), depth > 0 else { return nil }
                depth -= 1
                if let version = open, version.depth == depth {
                    guard namesVersion(at: lt + 2) else { return nil }
                    chunks.append(.init(start: version.start, tagEnd: version.tagEnd, end: gt + 1))
                    open = nil
                }
                index = gt + 1
            } else {
                guard let gt = tagEnd(from: lt) else { return nil }
                if bytes[gt - 1] != UInt8(ascii: "/") {
                    if open == nil, namesVersion(at: lt + 1) { open = (lt, gt, depth) }
                    depth += 1
                }
                index = gt + 1
            }
        }
        return open == nil && depth == 0 ? chunks : nil
    }
}

extension VersionChunks.Position {
    init(_ element: LocatedElement) { self.init(line: element.line, column: element.column) }
}
