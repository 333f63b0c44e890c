import Foundation

/// A progress bar on standard error while large files are hashed: shown only when standard
/// error is a terminal and at least one file is over 64 MiB; redrawn at most ten times a
/// second from whichever hashing thread reads next; erased when done.
final class ChecksumProgress: @unchecked Sendable {  // `write` is not @Sendable; used under `lock` only
    static let threshold = 64 << 20
    private let total: Int
    private let write: (String) -> Void
    private let lock = NSLock()
    private var done = 0
    private var lastDraw = DispatchTime(uptimeNanoseconds: 0)

    /// nil when no bar should show.
    init?(sizes: [Int?], io: CommandIO) {
        guard io.stderrIsTerminal, sizes.contains(where: { ($0 ?? 0) > ChecksumProgress.threshold }) else { return nil }
        total = sizes.reduce(0) { $0 + ($1 ?? 0) }
        write = io.writeErr
    }

    func advance(_ bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        done += bytes
        let now = DispatchTime.now()
        guard now.uptimeNanoseconds - lastDraw.uptimeNanoseconds >= 100_000_000 else { return }
        lastDraw = now
        write(ChecksumProgress.line(done: done, total: total))
    }

    /// `advance` as a callback for the hashing threads.
    var advancer: @Sendable (Int) -> Void {
        { [self] bytes in advance(bytes) }
    }

    func finish() {
        write("\r\u{1B}[K")
    }

    /// `\r[##########..........]  50%  512/1024 MiB`
    static func line(done: Int, total: Int, width: Int = 30) -> String {
        let fraction = total > 0 ? min(1, Double(done) / Double(total)) : 0
        let filled = Int(fraction * Double(width))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let percent = String(Int(fraction * 100)).leftPadded(to: 3)
        return "\r[\(bar)] \(percent)%  \(done >> 20)/\(total >> 20) MiB"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
