import Foundation

/// A value shared between threads, touched only under its condition lock: the one place
/// where the compiler takes our word for thread safety, so the types built on it need none.
public final class Locked<Value>: @unchecked Sendable {  // every access to `value` holds `condition`
    private let condition = NSCondition()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value under the lock; waiting threads are woken after it.
    @discardableResult
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return try body(&value)
    }

    /// Runs `attempt` under the lock until it returns a result, waiting for another thread's
    /// change between tries. An attempt that returns nil must leave the value as it was.
    public func waitFor<Result>(_ attempt: (inout Value) throws -> Result?) rethrows -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        while true {
            if let result = try attempt(&value) { return result }
            condition.wait()
        }
    }
}
