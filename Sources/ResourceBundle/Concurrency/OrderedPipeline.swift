import Foundation

/// Items handed over one by one on the calling thread, each transformed on Dispatch's pool,
/// their outputs delivered back on the calling thread in the order they were handed over. At
/// most `window` are unfinished at a time, so memory stays flat however many items there are.
struct OrderedPipeline<Output: Sendable> {
    private let finished = Locked<[Int: Output]>([:])
    private let window: Int
    private var submitted = 0
    private var delivered = 0

    init(window: Int = 2 * ProcessInfo.processInfo.activeProcessorCount) {
        self.window = max(1, window)
    }

    /// Starts `work`, then delivers what is due: everything finished in order, and more
    /// (waiting) while the window is full.
    mutating func submit(_ work: @escaping @Sendable () -> Output, deliver: (Output) -> Void) {
        let index = submitted
        submitted += 1
        let finished = self.finished
        DispatchQueue.global().async {
            let output = work()
            finished.withLock { $0[index] = output }
        }
        while delivered < submitted {
            let next = delivered
            let isFull = submitted - delivered >= window
            let output: Output? =
                isFull
                ? finished.waitFor { $0.removeValue(forKey: next) }
                : finished.withLock { $0.removeValue(forKey: next) }
            guard let output else { return }
            delivered += 1
            deliver(output)
        }
    }

    /// Waits for every item and delivers the rest, in order.
    mutating func finish(deliver: (Output) -> Void) {
        while delivered < submitted {
            let next = delivered
            let output = finished.waitFor { $0.removeValue(forKey: next) }
            delivered += 1
            deliver(output)
        }
    }
}
