import Foundation
import ResourceBundle

/// A one-line progress indicator on standard error, only when it is a terminal, and only
/// once the work has lasted half a second (short runs print nothing). Redraws at most ten
/// times a second; `finish()` erases it. The total is known before anything is shown: with
/// `parts` contributors (several zips validated at once), nothing is drawn until each has
/// said what it expects, so the total never grows while it counts.
final class ProgressDisplay: @unchecked Sendable {  // holds a CommandIO; every var under `lock`
    private let io: CommandIO
    private let label: String
    private let lock = NSLock()
    private let clock: @Sendable () -> Date
    private let started: Date
    private var total: UInt64 = 0
    private var done: UInt64 = 0
    private var lastDrawn = Date.distantPast
    private var drawn = false
    private let delay: TimeInterval
    private var pendingParts: Int

    /// `clock` tells the time for the delay and the redraw limit (tests move a hand clock).
    init(
        io: CommandIO, label: String, delay: TimeInterval = 0.5, parts: Int = 1,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.io = io
        self.label = label
        self.delay = delay
        self.clock = clock
        started = clock()
        pendingParts = parts
    }

    /// The handler to give the library, or nil when standard error is not a terminal.
    var handler: ProgressHandler? {
        guard io.stderrIsTerminal else { return nil }
        return ProgressHandler(
            expect: { [self] bytes in
                lock.withLock {
                    total += bytes
                    pendingParts -= 1
                }
            },
            advance: { [self] bytes in advance(bytes) })
    }

    private func advance(_ bytes: UInt64) {
        lock.withLock {
            done += bytes
            let now = clock()
            guard pendingParts <= 0, now.timeIntervalSince(started) >= delay, now.timeIntervalSince(lastDrawn) >= 0.1
            else { return }
            lastDrawn = now
            drawn = true
            let percent = total == 0 ? 100 : min(100, Int(done * 100 / total))
            io.err("\r\u{1B}[K\(label) \(percent)% (\(done >> 20) of \(total >> 20) MiB)")
        }
    }

    func finish() {
        lock.withLock {
            if drawn { io.err("\r\u{1B}[K") }
            drawn = false
        }
    }
}
