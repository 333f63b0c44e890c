import Foundation

#if os(Linux)
    import Glibc
#else
    import Darwin
#endif

/// Cuts a byte stream into JSON-RPC message bodies by their `Content-Length` headers (the
/// base protocol of LSP). Whatever arrives, it makes progress and says so: bytes that are not
/// a message (a header block without a valid length, or one that never ends), a body over the
/// limit, or a length that does not match its body are reported once, and reading goes on at
/// the next header line (`Content-Length: N` and its CR LF). Such a line never occurs in a
/// JSON body (a string holds no raw CR LF, and outside strings it is not JSON), so finding
/// one inside what was taken for a body shows the length was wrong.
struct MessageFramer {
    enum Frame: Equatable {
        case body([UInt8])
        /// Bytes that were not a message, and why.
        case malformed(String)
    }

    /// The longest header block accepted (real ones are under 100 bytes).
    static let maxHeaderBytes = 8192
    /// The largest body accepted; a larger one is refused and dropped as it arrives, never
    /// kept.
    let maxBodyBytes: Int

    private var buffer: [UInt8] = []
    private var start = 0
    /// The length of the body whose header was read, while its bytes arrive.
    private var pendingLength: Int?
    /// Where the search for a header line inside the pending body goes on (each byte once).
    private var scanned = 0
    /// Dropping a refused body: reading resumes at the next header line.
    private var discarding = false

    init(maxBodyBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            scanned = max(scanned - start, 0)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil until more bytes arrive.
    mutating func next() -> Frame? {
        if discarding {
            guard let header = headerLine(from: start, to: buffer.count, floor: start) else {
                // Keep only what may be the start of a header line.
                start = max(start, buffer.count - Self.longestLengthLine)
                return nil
            }
            start = header
            discarding = false
        }
        if let length = pendingLength {
            let available = min(buffer.count - start, length)
            if let header = headerLine(from: max(scanned, start), to: start + available, floor: start) {
                pendingLength = nil
                start = header
                return .malformed("a Content-Length of \(length) bytes, longer than its body")
            }
            // A CR that is the last byte so far is looked at again once its LF may be there.
            scanned = start + available - (available > 0 && buffer[start + available - 1] == 13 ? 1 : 0)
            guard available == length else { return nil }
            let body = Array(buffer[start..<start + length])
            start += length
            pendingLength = nil
            return .body(body)
        }
        guard let end = headerEnd() else {
            if buffer.count - start > Self.maxHeaderBytes {
                // Read on at the next header line, dropping what comes before it.
                discarding = true
                start += 1
                return .malformed("a header block longer than \(Self.maxHeaderBytes) bytes")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        guard let length = Self.contentLength(header) else {
            // Bytes that were not a message before a header (the rest of a body longer than
            // its Content-Length said, noise): read on at its length line, else after it.
            start = headerLine(from: start + 1, to: end + 1, floor: start + 1) ?? end + 4
            return .malformed("a header block without a valid Content-Length")
        }
        start = end + 4
        if length > maxBodyBytes {
            discarding = true
            return .malformed("a message of \(length) bytes, over the limit of \(maxBodyBytes)")
        }
        pendingLength = length
        scanned = start
        return next()
    }

    /// `Content-Length:` (any case), blanks, a number and CR LF: the longest such line kept
    /// while its end has not arrived.
    private static let longestLengthLine = 64

    /// The offset of the first `Content-Length: N` line whose CR is in `from..<to`, whose LF
    /// has arrived and which starts at or after `floor`; nil when there is none.
    private func headerLine(from: Int, to: Int, floor: Int) -> Int? {
        var index = from
        while index < to {
            guard let carriageReturn = firstCarriageReturn(from: index, to: to) else { return nil }
            index = carriageReturn + 1
            guard carriageReturn + 1 < buffer.count, buffer[carriageReturn + 1] == 10,
                let line = lengthLineStart(endingAt: carriageReturn, floor: floor)
            else { continue }
            return line
        }
        return nil
    }

    private func firstCarriageReturn(from: Int, to: Int) -> Int? {
        guard from < to else { return nil }
        return buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard let found = memchr(bytes.baseAddress! + from, 13, to - from) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(bytes.baseAddress!)
        }
    }

    /// Where `Content-Length:` starts when the bytes from `floor` to offset `end` end with that
    /// name, a colon, blanks and digits.
    private func lengthLineStart(endingAt end: Int, floor: Int) -> Int? {
        var index = end
        while index > floor, buffer[index - 1] >= 48, buffer[index - 1] <= 57 { index -= 1 }
        guard index < end else { return nil }
        while index > floor, buffer[index - 1] == 32 || buffer[index - 1] == 9 { index -= 1 }
        let name = Self.lengthName
        guard index - floor > name.count, buffer[index - 1] == UInt8(ascii: ":") else { return nil }
        let nameStart = index - 1 - name.count
        for (offset, letter) in name.enumerated() where buffer[nameStart + offset] | 0x20 != letter {
            return nil
        }
        return nameStart
    }

    private static let lengthName = Array("content-length".utf8)

    /// Where the header block ends (the offset of its `\r\n\r\n`).
    private func headerEnd() -> Int? {
        var index = start
        let limit = min(buffer.count, start + Self.maxHeaderBytes + 4)
        while index + 3 < limit {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The `Content-Length` of a header block (names are case-insensitive), nil when missing,
    /// repeated with different values, or not a number.
    static func contentLength(_ header: String) -> Int? {
        var found: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            guard name == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), value.count < 16,
                let length = Int(value), found == nil || found == length
            else { return nil }
            found = length
        }
        return found
    }
}
