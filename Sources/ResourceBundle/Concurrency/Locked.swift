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

    /// Waits until `ready` holds, then runs `body` under the same lock.
    public func wait<Result>(until ready: (Value) -> Bool, then body: (inout Value) throws -> Result) rethrows
        -> Result
    {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        while !ready(value) { condition.wait() }
        return try body(&value)
    }
}
