import Foundation

/// The temporaries idv-res writes beside a target before renaming them into place:
/// `.NAME.idv-res-KIND-PID-RANDOM`, hidden, in the target's folder (so the rename is atomic),
/// and carrying the process id, so a later run can tell one left by a process that no longer
/// exists (killed with SIGKILL, power lost) from one still being written.
public enum SiblingTemporary {
    /// What wrote a temporary: each command sweeps only its own kinds.
    public enum Kind: String, Sendable, CaseIterable {
        /// `unpack`: the folder being filled.
        case unpack
        /// `unpack --overwrite`: the previous folder, between its two renames.
        case old
        /// `pack`: the zip being written.
        case pack
        /// A file replaced atomically (`strings --import`, `strings --export -o`).
        case edit
        /// A folder files are staged in before they are packed into the target (`upgrade`,
        /// `strings --import -o NEW.zip`).
        case staging
    }

    /// A temporary beside `target` for this process, registered so that an interruption
    /// removes it (except an `old` folder: the user's, never removed by a signal).
    package static func make(for target: URL, kind: Kind) -> URL {
        let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        let name = ".\(target.lastPathComponent).idv-res-\(kind.rawValue)-\(getpid())-\(random)"
        let url = target.deletingLastPathComponent().appendingPathComponent(name)
        if kind != .old { Interruption.register(url.path) }
        return url
    }

    /// The temporary is in place or gone: no longer the interruption's to remove.
    static func release(_ url: URL) {
        Interruption.unregister(url.path)
    }

    /// Removes the temporary (after a failure or an interruption) and releases it.
    package static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
        release(url)
    }

    /// The process id in a temporary's name, if it is one of `kinds` beside a target named
    /// `targetName`.
    static func writer(of name: String, targetName: String, kinds: [Kind]) -> Int32? {
        for kind in kinds {
            let prefix = ".\(targetName).idv-res-\(kind.rawValue)-"
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
            return pid
        }
        return nil
    }

    /// True when no process `pid` exists (`kill(pid, 0)` fails with ESRCH). A process of
    /// another user (EPERM) exists.
    static func isGone(_ pid: Int32) -> Bool {
        kill(pid, 0) != 0 && errno == ESRCH
    }
}

/// A temporary left beside a target by a process that no longer exists.
public struct StaleTemporary: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// Removed.
        case removed
        /// Named only (`--keep-stale`).
        case kept
        /// The previous folder of an `unpack --overwrite` killed between its two renames: the
        /// target was missing, so it was put back in its place.
        case restored
        /// It could not be removed (the reason).
        case failed(String)
    }

    public var path: String
    public var pid: Int32
    public var outcome: Outcome

    /// One line for the user.
    public var message: String {
        let left = "left by process \(pid), which no longer runs"
        switch outcome {
        case .removed: return "removed the stale temporary \(path) (\(left))"
        case .kept: return "kept the stale temporary \(path) (\(left); --keep-stale): remove it with rm -r"
        case .restored: return "restored the previous folder from \(path) (\(left) while replacing it)"
        case .failed(let reason): return "cannot remove the stale temporary \(path) (\(left)): \(reason)"
        }
    }
}

/// What to do with stale temporaries, and who hears about them.
public struct StalePolicy: Sendable {
    /// Name them without removing them.
    public var keep: Bool
    /// Told about each one.
    public var report: @Sendable (StaleTemporary) -> Void

    public init(keep: Bool = false, report: @escaping @Sendable (StaleTemporary) -> Void = { _ in }) {
        self.keep = keep
        self.report = report
    }

    /// Finds the stale temporaries of `kinds` beside `target` and removes (or keeps) them.
    /// A temporary of a process that still runs is left alone: it may be writing now.
    @discardableResult
    public func sweep(beside target: String, kinds: [SiblingTemporary.Kind]) -> [StaleTemporary] {
        let targetURL = URL(fileURLWithPath: target).standardizedFileURL
        let folder = targetURL.deletingLastPathComponent()
        let name = targetURL.lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var found: [StaleTemporary] = []
        for candidate in names.sorted() {
            guard let pid = SiblingTemporary.writer(of: candidate, targetName: name, kinds: kinds),
                SiblingTemporary.isGone(pid)
            else { continue }
            let url = folder.appendingPathComponent(candidate)
            var stale = StaleTemporary(path: url.path, pid: pid, outcome: .kept)
            if !keep {
                stale.outcome = dispose(url, target: targetURL, isOld: candidate.hasPrefix(".\(name).idv-res-old-"))
            }
            found.append(stale)
            report(stale)
        }
        return found
    }

    private func dispose(_ url: URL, target: URL, isOld: Bool) -> StaleTemporary.Outcome {
        if isOld, !FileManager.default.fileExists(atPath: target.path) {
            return rename(url.path, target.path) == 0 ? .restored : .failed(String(cString: strerror(errno)))
        }
        do {
            try FileManager.default.removeItem(at: url)
            return .removed
        } catch {
            return .failed(error.localizedDescription)
        }
    }
}
