#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the parser is: the line and column of the byte offsets libxml2 reaches during one
/// parse, which mostly come in increasing order (a cursor steps forward; far jumps search).
/// Not the language server's `TextPositions`, which converts between the protocol's UTF-16
/// positions, locations and offsets of an open document.
struct OffsetLocator {
    private var lineStarts: [Int] = [0]
    private var cursor = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        lineStarts.reserveCapacity(bytes.count / 40 + 1)
        guard let base = bytes.baseAddress else { return }
        // memchr scans for newlines many bytes at a time.
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            lineStarts.append(index + 1)
            offset = index + 1
        }
    }

    /// 1-based line and 1-based UTF-8 column of `offset`.
    mutating func location(of offset: Int) -> (line: Int, column: Int) {
        if lineStarts[cursor] > offset { cursor = 0 }
        // Near (the next element is mostly a line or two on): step; far: binary search.
        var steps = 0
        while steps < 4, cursor + 1 < lineStarts.count, lineStarts[cursor + 1] <= offset {
            cursor += 1
            steps += 1
        }
        if steps == 4, cursor + 1 < lineStarts.count, lineStarts[cursor + 1] <= offset {
            var low = cursor
            var high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            cursor = low
        }
        return (cursor + 1, offset - lineStarts[cursor] + 1)
    }
}
