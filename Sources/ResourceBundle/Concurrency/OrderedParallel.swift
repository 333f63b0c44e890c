import Foundation

/// Runs `work` on indices 0..<count with at most `jobs` threads, and hands each result to
/// `deliver` in index order as soon as it and all before it are done: several files are read
/// at once, yet lines print in the order the user gave them, without waiting for the last.
public enum OrderedParallel {
    public static func run<Output>(
        count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Output, deliver: (Int, Output) -> Void
    ) {
        guard count > 0 else { return }
        let workers = max(1, min(jobs, count))
        if workers == 1 {
            for index in 0..<count { deliver(index, work(index)) }
            return
        }
        let state = State<Output>(count: count)
        let group = DispatchGroup()
        // Own threads, not Dispatch's pool: work that itself waits on Dispatch (models parsed on
        // all cores) would otherwise hold every pool thread, and libdispatch adds a thread only
        // after about a second of starvation.
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                while let index = state.claim() {
                    state.finish(index, work(index))
                }
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        // Deliver on the calling thread, in order, while the workers go on.
        var next = 0
        while next < count {
            let result = state.waitFor(next)
            deliver(next, result)
            next += 1
        }
        group.wait()
    }

    /// `transform` of every element, `jobs` at a time (default: all cores), in the elements' order.
    public static func map<Element: Sendable, Output>(
        _ elements: [Element], jobs: Int? = nil,
        _ transform: @escaping @Sendable (Element) -> Output
    ) -> [Output] {
        var outputs: [Output] = []
        outputs.reserveCapacity(elements.count)
        run(
            count: elements.count, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            work: { transform(elements[$0]) }, deliver: { outputs.append($1) })
        return outputs
    }

    /// What the workers claim and hand back, behind one lock.
    private struct Slots<Output> {
        var nextToClaim = 0
        var results: [Output?]
    }

    private final class State<Output>: Sendable {
        private let slots: Locked<Slots<Output>>
        private let count: Int

        init(count: Int) {
            self.count = count
            slots = Locked(Slots(results: Array(repeating: nil, count: count)))
        }

        func claim() -> Int? {
            slots.withLock { slots in
                guard slots.nextToClaim < count else { return nil }
                slots.nextToClaim += 1
                return slots.nextToClaim - 1
            }
        }

        func finish(_ index: Int, _ result: Output) {
            slots.withLock { $0.results[index] = result }
        }

        func waitFor(_ index: Int) -> Output {
            slots.waitFor { slots in
                guard let result = slots.results[index] else { return nil }
                slots.results[index] = nil
                return result
            }
        }
    }
}
