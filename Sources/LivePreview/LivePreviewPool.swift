import Foundation

/// Live previews started when first asked for, one per bundle, each on a free port and watched
/// on a thread of its own until `stopAll` (the language server's "Preview this view": its first
/// use starts the bundle's server, later ones reuse it).
public final class LivePreviewPool: @unchecked Sendable {  // `running` and `stopping` under `lock`
    private let options: LivePreviewServer.Options
    private let lock = NSLock()
    private var running: [String: (server: LivePreviewServer, done: DispatchSemaphore)] = [:]
    private var stopping = false

    public init(options: LivePreviewServer.Options = LivePreviewServer.Options()) {
        self.options = options
    }

    /// The server of the bundle at `bundle` (a folder or zip), started now if it is not serving.
    public func server(for bundle: String) throws(LivePreviewServer.Failure) -> LivePreviewServer {
        let key = URL(fileURLWithPath: bundle).standardizedFileURL.path
        lock.lock()
        defer { lock.unlock() }
        if let (server, _) = running[key] { return server }
        let server = try LivePreviewServer(serving: key, options: options)
        let done = DispatchSemaphore(value: 0)
        running[key] = (server, done)
        let thread = Thread { [self] in
            server.run { lock.withLock { stopping } }
            done.signal()
        }
        thread.name = "idv-res live preview"
        thread.start()
        return server
    }

    /// Stops every server and waits until each has stopped serving.
    public func stopAll() {
        let stopped = lock.withLock {
            stopping = true
            return running.values.map(\.done)
        }
        for done in stopped { done.wait() }
    }
}
