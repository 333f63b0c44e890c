import Foundation

/// One open Server-Sent Events response. libmicrohttpd runs each connection in its own thread
/// and calls `read` when it can write more: `read` blocks that thread until an event is sent,
/// the stream is closed, or `keepAlive` passes (a comment line, which also finds a reader gone).
public final class EventStream: @unchecked Sendable {  // every var is touched under `condition` only
    private let condition = NSCondition()
    private var pending: [UInt8] = []
    private var closed = false
    /// Seconds between keep-alive comments when nothing is sent.
    let keepAlive: TimeInterval
    public init(keepAlive: TimeInterval = 15) {
        self.keepAlive = keepAlive
    }

    /// Sends one event: `event: NAME` and its data, one `data:` line per line.
    public func send(event name: String, data: String) {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined()
        append("event: \(name)\n\(lines)\n")
    }

    /// Sends text as it is (`retry: 2000\n\n`).
    public func append(_ text: String) {
        condition.lock()
        defer { condition.unlock() }
        guard !closed else { return }
        pending += Array(text.utf8)
        condition.broadcast()
    }

    /// Ends the stream: the reader's next `read` ends the response.
    public func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    public var isClosed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return closed
    }

    /// Up to `capacity` bytes into `buffer`; -1 once closed and drained (end of stream).
    func read(into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: keepAlive)
        while pending.isEmpty, !closed {
            if !condition.wait(until: deadline) {
                pending = Array(":\n\n".utf8)
            }
        }
        if pending.isEmpty { return -1 }
        let count = min(capacity, pending.count)
        pending.withUnsafeBytes { bytes in
            buffer.withMemoryRebound(to: UInt8.self, capacity: count) { target in
                target.update(from: bytes.bindMemory(to: UInt8.self).baseAddress!, count: count)
            }
        }
        pending.removeFirst(count)
        return count
    }
}
