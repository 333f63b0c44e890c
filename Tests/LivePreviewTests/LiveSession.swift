import Foundation
import LivePreview
import TestSupport

/// A `LivePreviewServer` watching in a thread of its own, as `preview --serve` runs it, with
/// each update it reports queued for the test.
final class LiveSession: @unchecked Sendable {  // `updates` and `stopping` are under `lock`
    let server: LivePreviewServer
    private let lock = NSCondition()
    private var updates: [LiveUpdate] = []
    private var stopping = false
    private let stopped = DispatchSemaphore(value: 0)

    struct Timeout: Error, CustomStringConvertible {
        let description: String
    }

    /// `beforeWatching` runs once the bundle was read and before the watch begins.
    init(_ input: String, watching: Watching = .native, beforeWatching: () throws -> Void = {}) throws {
        let box = UpdateBox()
        var options = LivePreviewServer.Options()
        options.watching = watching
        options.updated = { update in box.session?.arrived(update) }
        server = try LivePreviewServer(serving: input, options: options)
        box.session = self
        try beforeWatching()
        let thread = Thread { [self] in
            server.run { lock.withLock { stopping } }
            stopped.signal()
        }
        thread.start()
    }

    private func arrived(_ update: LiveUpdate) {
        lock.lock()
        updates.append(update)
        lock.broadcast()
        lock.unlock()
    }

    /// The next change the server reported (waits at most `timeout` seconds).
    func nextUpdate(timeout: TimeInterval = 30, _ what: String = "") throws -> LiveUpdate {
        lock.lock()
        defer { lock.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while updates.isEmpty {
            guard lock.wait(until: deadline) else { throw Timeout(description: "no update after \(what)") }
        }
        return updates.removeFirst()
    }

    /// The updates reported since the last `nextUpdate`, without waiting.
    func pendingUpdates() -> [LiveUpdate] {
        lock.withLock {
            let pending = updates
            updates = []
            return pending
        }
    }

    func get(_ path: String) throws -> RawHTTP {
        try RawHTTP.get(path, port: server.port)
    }

    /// Stops the watch loop and the server, and waits for both.
    func stop() {
        lock.withLock { stopping = true }
        _ = stopped.wait(timeout: .now() + 10)
    }
}

/// The session, known to the update callback once made.
private final class UpdateBox: @unchecked Sendable {  // set once, before the first update
    weak var session: LiveSession?
}
