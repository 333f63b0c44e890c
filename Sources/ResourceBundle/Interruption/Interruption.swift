import Diagnostics
import Dispatch
import Foundation

/// Ctrl-C (SIGINT), a cancelled CI job (SIGTERM) or a lost terminal (SIGHUP) while idv-res
/// writes: the work stops at its next safe point, its temporaries are removed, and the
/// process ends with 128 + the signal's number (130, 143, 129).
///
/// No code runs in a raw signal handler: each signal is delivered to a dispatch signal source,
/// whose handler runs on an ordinary queue. On Linux the source reads a signalfd, which sees
/// only blocked signals, so `install` blocks them in the main thread before any other thread
/// starts, and every thread inherits that. (Unblocked, a signal lands in a thread's handler,
/// which ThreadSanitizer's runtime holds back while that thread waits inside uninstrumented
/// code: a pack finished before it saw a Ctrl-C.) A child process inherits the mask of the
/// thread that starts it, so children are started through `startingChild`. The handler only
/// records the signal; writers call `checkpoint()` between chunks and throw `Interrupted`,
/// and their usual failure path removes what they wrote. Outside a writer (`cooperating`),
/// or when a writer has not stopped within `grace` seconds, the handler removes every
/// registered temporary itself and ends the process. Nothing is installed in tests that run
/// commands in process: then `checkpoint()` never throws.
public enum Interruption {
    /// The signals a user or a CI runner sends to stop a command.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Thrown at a safe point once a signal arrived.
    public struct Interrupted: Error, CustomStringConvertible, Sendable {
        public let signal: Int32
        /// The shell's convention: 128 + the signal's number.
        public var exitStatus: ExitStatus { .interrupted(by: signal) }
        public var description: String { "interrupted by \(Interruption.name(of: signal))" }
    }

    /// Routes the signals to `Interruption` for the rest of the process: call it first in
    /// `main`, before any thread starts (threads inherit the blocked signals). `lastWords` is
    /// called once, from the handler's queue, just before the process ends without its
    /// command's help (nothing cooperating, or the grace period passed); it is told whether
    /// temporaries were removed.
    public static func install(
        grace: TimeInterval = 5,
        lastWords: @escaping @Sendable (_ signal: Int32, _ removed: Bool) -> Void
    ) {
        state.install(grace: grace, lastWords: lastWords)
    }

    /// The signal received, if any.
    public static var received: Int32? { state.received }

    /// A safe point: throws `Interrupted` once a signal arrived.
    public static func checkpoint() throws {
        if let signal = state.received { throw Interrupted(signal: signal) }
    }

    /// Runs `body`, which calls `checkpoint()` often enough to stop within `grace` seconds:
    /// a signal then waits for it instead of ending the process at once.
    public static func cooperating<T>(_ body: () throws -> T) rethrows -> T {
        state.enter()
        defer { state.leave() }
        return try body()
    }

    /// Runs `start`, which starts a child process, with no signal blocked in this thread, so
    /// the child starts as a shell would start it. Without this the child would inherit the
    /// interruption signals blocked (`install`), or, from a libdispatch worker, almost every
    /// signal, and `Process.terminate()` could not stop it. A signal that arrives meanwhile
    /// still reaches the dispatch source (libdispatch's handler passes it on).
    public static func startingChild<T>(_ start: () throws -> T) rethrows -> T {
        #if os(Linux)
            var none = sigset_t()
            var previous = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, &previous)
            defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        #endif
        return try start()
    }

    /// The command is over: a late signal no longer ends the process on its own.
    public static func finish() {
        state.finish()
    }

    /// A temporary being written: removed by the handler if the process must end before its
    /// writer could remove it or move it into place.
    public static func register(_ path: String) {
        state.register(path)
    }

    /// The temporary was moved into place or removed.
    public static func unregister(_ path: String) {
        state.unregister(path)
    }

    public static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(signal)"
        }
    }

    private static let state = InterruptionState()
}

/// The shared state, behind one lock (the handler runs on a dispatch queue, not in a raw
/// signal handler, so a lock is allowed there).
private final class InterruptionState: @unchecked Sendable {  // every var is touched under `lock` only
    private let lock = NSLock()
    private let queue = DispatchQueue(label: "idv-res.interruption")
    private var sources: [DispatchSourceSignal] = []
    private var installed = false
    private var signal: Int32?
    private var writers = 0
    private var temporaries: Set<String> = []
    private var finished = false
    private var ending = false
    private var grace: TimeInterval = 5
    private var lastWords: (@Sendable (Int32, Bool) -> Void)?

    var received: Int32? { lock.withLock { signal } }

    func install(grace: TimeInterval, lastWords: @escaping @Sendable (Int32, Bool) -> Void) {
        lock.withLock {
            guard !installed else { return }
            self.grace = grace
            self.lastWords = lastWords
            // A signal ignored when the process started (`nohup`, a background job of a
            // script) stays ignored: the user asked for that.
            let routed = Interruption.signals.filter { !isIgnored($0) }
            #if os(Linux)
                var blocked = sigset_t()
                sigemptyset(&blocked)
                for number in routed { sigaddset(&blocked, number) }
                pthread_sigmask(SIG_BLOCK, &blocked, nil)
            #endif
            for number in routed {
                // Ignored until the source takes the signal over, so the default action
                // (death) never runs.
                Foundation.signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { [self] in arrived(number) }
                source.resume()
                sources.append(source)
            }
            installed = true
        }
    }

    private func isIgnored(_ number: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0 else { return false }
        #if os(Linux)
            let handler = current.__sigaction_handler.sa_handler
        #else
            let handler = current.__sigaction_u.__sa_handler
        #endif
        // C function pointers are not Equatable: compare their addresses.
        return handler.map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    private func arrived(_ number: Int32) {
        let (first, cooperating) = lock.withLock { () -> (Bool, Bool) in
            let first = signal == nil
            if first { signal = number }
            return (first, writers > 0)
        }
        if first, cooperating {
            queue.asyncAfter(deadline: .now() + grace) { [self] in end(number) }
        } else {
            // Nothing that stops by itself, or a second signal: do not wait.
            end(number)
        }
    }

    /// Removes the registered temporaries and ends the process. Keeps the lock: nothing
    /// registers a new temporary meanwhile.
    private func end(_ number: Int32) {
        lock.lock()
        guard !finished, !ending else {
            lock.unlock()
            return
        }
        ending = true
        var removed = false
        for path in temporaries {
            removed = (try? FileManager.default.removeItem(atPath: path)) != nil || removed
        }
        lastWords?(number, removed)
        _exit(128 + number)
    }

    func enter() {
        lock.withLock { writers += 1 }
    }

    func leave() {
        lock.withLock { writers -= 1 }
    }

    func finish() {
        lock.withLock { finished = true }
    }

    func register(_ path: String) {
        lock.withLock { _ = temporaries.insert(path) }
    }

    func unregister(_ path: String) {
        lock.withLock { _ = temporaries.remove(path) }
    }
}
