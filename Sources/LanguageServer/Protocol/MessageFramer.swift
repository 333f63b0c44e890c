import Foundation

/// Cuts a byte stream into JSON-RPC message bodies by their `Content-Length` headers (the
/// base protocol of LSP). Whatever arrives, it makes progress: a header block without a valid
/// length, one that never ends, or a body over the limit is reported once and dropped, and
/// reading goes on at the next header.
struct MessageFramer {
    enum Frame: Equatable {
        case body([UInt8])
        /// Bytes that were not a message, and why.
        case malformed(String)
    }

    /// The longest header block accepted (real ones are under 100 bytes).
    static let maxHeaderBytes = 8192
    /// The largest body accepted; a larger one is skipped unread.
    let maxBodyBytes: Int

    private var buffer: [UInt8] = []
    private var start = 0
    /// The length of the body whose header was read, while its bytes arrive.
    private var pendingLength: Int?
    /// Bytes of a refused body still to drop.
    private var skipping = 0

    init(maxBodyBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil until more bytes arrive.
    mutating func next() -> Frame? {
        if skipping > 0 {
            let dropped = min(skipping, buffer.count - start)
            start += dropped
            skipping -= dropped
            if skipping > 0 { return nil }
        }
        if let length = pendingLength {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<start + length])
            start += length
            pendingLength = nil
            return .body(body)
        }
        guard let end = headerEnd() else {
            if buffer.count - start > Self.maxHeaderBytes {
                resynchronize()
                return .malformed("a header block longer than \(Self.maxHeaderBytes) bytes")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        start = end + 4
        guard let length = Self.contentLength(header) else {
            return .malformed("a header block without a valid Content-Length")
        }
        if length > maxBodyBytes {
            skipping = length  // dropped from the next call on, as the bytes arrive
            return .malformed("a message of \(length) bytes, over the limit of \(maxBodyBytes)")
        }
        pendingLength = length
        return next()
    }

    /// Drops bytes up to the next `Content-Length` header (case-insensitive), or all but a tail
    /// that may hold the start of one: reading goes on at the next message.
    private mutating func resynchronize() {
        let name = Array("content-length".utf8)
        var index = start + 1
        while index + name.count <= buffer.count {
            if zip(name, buffer[index..<index + name.count]).allSatisfy({ $0 == ($1 | 0x20) }) {
                start = index
                return
            }
            index += 1
        }
        start = max(start + 1, buffer.count - name.count)
    }

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
