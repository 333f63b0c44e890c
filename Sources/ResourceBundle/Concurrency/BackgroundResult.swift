import Foundation

/// Work started on its own thread, whose result the starter collects once: the validation
/// beside `pack`, a zip's data pass beside the checks. Its own thread, not Dispatch's pool:
/// the work may itself wait on the pool (models parsed on all cores).
public final class BackgroundResult<Value: Sendable>: Sendable {
    private let result = Locked<Value?>(nil)

    public init(_ work: @escaping @Sendable () -> Value) {
        let result = self.result
        let thread = Thread {
            let value = work()
            result.withLock { $0 = value }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the work to end and returns what it made.
    public func wait() -> Value {
        result.waitFor { $0 }
    }
}
