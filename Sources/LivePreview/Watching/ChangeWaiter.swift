import Foundation

/// Wakes the watch loop when something under the watched path may have changed. What changed
/// is then read from two `FileTable`s; a waiter only says when to look (and the names its
/// events carried, which a same-size save within one clock tick needs).
protocol ChangeWaiter: AnyObject {
    /// Blocks up to `timeout` seconds: nil when nothing happened, else the paths (relative to
    /// the root, `""` the root itself) its events named, empty when it cannot tell.
    func wait(timeout: TimeInterval) -> [String]?
    /// After each scan: the folders and files there are now, to watch from here on.
    func follow(_ table: FileTable)
}

/// How the bundle is watched.
public enum Watching: Sendable {
    /// inotify on Linux, kqueue on macOS; a poll where neither can start.
    case native
    /// A `stat` of every file every `pollInterval` seconds.
    case polling
}

enum ChangeWaiters {
    /// Between two polls of the files, when nothing better is there.
    static let pollInterval: TimeInterval = 0.2

    /// The best waiter for `root` (a folder or a zip) on this system.
    static func make(_ watching: Watching, root: String) -> ChangeWaiter {
        if watching == .native {
            #if os(Linux)
                if let waiter = InotifyWaiter(root: root) { return waiter }
            #elseif canImport(Darwin)
                if let waiter = KqueueWaiter(root: root) { return waiter }
            #endif
        }
        return PollWaiter(interval: pollInterval)
    }
}

/// Says "look" every `interval` seconds; a shorter wait says nothing.
final class PollWaiter: ChangeWaiter {
    private let interval: TimeInterval
    private var due: Date

    init(interval: TimeInterval) {
        self.interval = interval
        due = Date(timeIntervalSinceNow: interval)
    }

    func wait(timeout: TimeInterval) -> [String]? {
        let now = Date()
        if now.addingTimeInterval(timeout) < due {
            Thread.sleep(forTimeInterval: timeout)
            return nil
        }
        Thread.sleep(until: due)
        due = max(due, now).addingTimeInterval(interval)
        return []
    }

    func follow(_ table: FileTable) {}
}
