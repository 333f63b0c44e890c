import Foundation

/// A clock a test moves by hand, for code that takes a time source (`ProgressDisplay`): the
/// test says how much time passed instead of sleeping for it.
public final class ManualClock: @unchecked Sendable {  // `time` under `lock`
    private let lock = NSLock()
    private var time: Date

    public init(_ start: Date = Date(timeIntervalSince1970: 1_000_000)) { time = start }

    /// The time source to hand over.
    public var now: @Sendable () -> Date { { [self] in lock.withLock { time } } }

    public func advance(by seconds: TimeInterval) { lock.withLock { time += seconds } }
}
