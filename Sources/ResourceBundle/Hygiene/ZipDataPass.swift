import Diagnostics
import Foundation

/// One pass over a zip's data, on its own thread while the checks parse: every entry is
/// inflated once, in archive order, and its size and CRC-32 checked (what `unzip -t` does;
/// `ZipBundleReader.read` and `verify`). The bytes of the files a check reads are kept until
/// the check takes them; the rest are dropped as they are checked. A check that asks for an entry the pass has not reached
/// inflates it itself, and the pass skips it. Kept bytes are capped, so memory stays flat
/// in the size of the bundle.
final class ZipDataPass: Sendable {
    /// What one entry's inflation gave, once.
    private struct Slot {
        var claimedByCheck = false
        var claimedByPass = false
        var done = false
        var bytes: [UInt8]?
        var failure: BundleReadError?
    }

    private struct State {
        var slots: [Int: Slot] = [:]
        var keptBytes = 0
        var checksDone = false
    }

    /// Bytes kept for the checks before the pass waits for them to take some.
    static let keptCap = 4 << 20

    private let state = Locked(State())
    private let verified: [BundleEntry]
    private let verifiedIndices: Set<Int>
    private let path: String
    private let progress: ProgressHandler?
    private let opened: BackgroundResult<BundleReadError?>

    /// Starts the pass over the entries of `zip` not in `skipping` (encrypted or damaged:
    /// already reported). `kept` says whose bytes a check will read.
    init(
        _ zip: ZipBundleReader, skipping: Set<String>, progress: ProgressHandler?,
        kept: @escaping @Sendable (BundleEntry) -> Bool
    ) {
        verified = zip.entries.filter { !$0.isDirectory && !$0.isEncrypted && !skipping.contains($0.path) }
        verifiedIndices = Set(verified.map(\.index))
        path = zip.path
        self.progress = progress
        progress?.expect(verified.reduce(UInt64(0)) { $0 &+ $1.size })
        let (state, verified, path, progress) = (self.state, self.verified, zip.path, progress)
        opened = BackgroundResult {
            // Its own libzip handle: the checks read through the other one meanwhile.
            let reader: ZipBundleReader
            do {
                reader = try ZipBundleReader(path: path)
            } catch {
                return error as? BundleReadError ?? BundleReadError(path: path, message: "\(error)")
            }
            for entry in verified {
                let claimed = state.withLock { state -> Bool in
                    guard !state.slots[entry.index, default: Slot()].claimedByCheck else { return false }
                    state.slots[entry.index, default: Slot()].claimedByPass = true
                    return true
                }
                guard claimed else { continue }
                let keep = kept(entry)
                var bytes: [UInt8] = []
                var failure: BundleReadError?
                do {
                    if keep {
                        bytes = try reader.read(entry, limit: .max)
                        progress?.advance(entry.size)
                    } else {
                        try reader.verify(entry) { progress?.advance($0) }
                    }
                } catch {
                    failure = error as? BundleReadError ?? BundleReadError(path: entry.path, message: "\(error)")
                }
                state.withLock { state in
                    state.slots[entry.index]?.done = true
                    state.slots[entry.index]?.failure = failure
                    guard keep, failure == nil, !state.checksDone else { return }
                    state.slots[entry.index]?.bytes = bytes
                    state.keptBytes += bytes.count
                }
                // Wait for the checks to take some before inflating further ahead of them.
                state.waitFor { $0.keptBytes <= ZipDataPass.keptCap || $0.checksDone ? () : nil }
            }
            return nil
        }
    }

    /// The bytes of `entry` as the pass inflated them, waiting if it is at work on it; nil
    /// when the caller must read them itself (it then owns the entry: call `record`).
    func take(_ entry: BundleEntry) -> [UInt8]? {
        // nil: wait (the pass is at work on it); .some(nil): read it yourself.
        state.waitFor { state -> [UInt8]?? in
            var slot = state.slots[entry.index, default: Slot()]
            if slot.claimedByPass, !slot.done { return nil }
            defer { state.slots[entry.index] = slot }
            guard slot.claimedByPass else {
                slot.claimedByCheck = true
                return .some(nil)
            }
            guard let bytes = slot.bytes else { return .some(nil) }
            slot.bytes = nil
            state.keptBytes -= bytes.count
            return bytes
        }
    }

    /// How a check's own read of `entry` (after `take` gave nil) went: counted as verified.
    func record(_ entry: BundleEntry, failure: BundleReadError?) {
        let recorded = state.withLock { state -> Bool in
            guard let slot = state.slots[entry.index], slot.claimedByCheck, !slot.done else { return false }
            state.slots[entry.index]?.done = true
            state.slots[entry.index]?.failure = failure
            return true
        }
        if recorded, failure == nil, verifiedIndices.contains(entry.index) { progress?.advance(entry.size) }
    }

    /// Ends the pass once the checks are done (bytes nobody took are dropped) and returns the
    /// findings of its data check, in archive order.
    func finish(in zip: ZipBundleReader) -> [Diagnostic] {
        state.withLock { state in
            state.checksDone = true
            state.keptBytes = 0
            for index in state.slots.keys { state.slots[index]?.bytes = nil }
        }
        if let failure = opened.wait() {
            return [InputRules.Unreadable.unreadableAgain(path, failure, at: zip.location(of: ""))]
        }
        let slots = state.withLock { $0.slots }
        return verified.compactMap { entry in
            slots[entry.index]?.failure.map { Unpacker.diagnostic(for: $0, in: zip) }
        }
    }
}
