#if canImport(Darwin)
    import Darwin
    import Diagnostics
    import Foundation

    /// kqueue on macOS: a vnode watch (`O_EVTONLY`, which does not keep a volume from being
    /// ejected) on each folder and file of the bundle and on the folder holding it. A folder's
    /// watch sees files created, removed and renamed in it; a file's sees it written in place.
    /// Watches follow each scan (`follow`). Past `limit` open files (macOS allows 256 by
    /// default) the rest is polled every `ChangeWaiters.pollInterval` seconds instead.
    final class KqueueWaiter: ChangeWaiter {
        private let queue: Int32
        private let root: String
        /// Relative path -> its descriptor; `parent` is the folder holding the root.
        private var descriptors: [String: Int32] = [:]
        private var paths: [Int32: String] = [:]
        private var inodes: [String: UInt64] = [:]
        private static let parent = "\u{0}parent"
        private var polling = false
        static let limit = 200

        init?(root: String) {
            queue = kqueue()
            guard queue >= 0 else { return nil }
            self.root = root
            let folder = PathParts(root).folder
            guard watch(Self.parent, at: folder.isEmpty ? "." : folder) else {
                close(queue)
                return nil
            }
        }

        deinit {
            for descriptor in descriptors.values { close(descriptor) }
            close(queue)
        }

        func wait(timeout: TimeInterval) -> [String]? {
            let seconds = polling ? min(timeout, ChangeWaiters.pollInterval) : timeout
            var limit = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
            var events = [kevent](repeating: kevent(), count: 32)
            let count = kevent(queue, nil, 0, &events, Int32(events.count), &limit)
            guard count > 0 else { return polling && seconds < timeout ? [] : nil }
            return events.prefix(Int(count)).compactMap { event in
                guard let path = paths[Int32(event.ident)] else { return nil }
                return path == Self.parent ? "" : path
            }
        }

        func follow(_ table: FileTable) {
            let wanted = table.stamps.filter { $0.value.kind == S_IFDIR || $0.value.kind == S_IFREG }
            for (path, descriptor) in descriptors where path != Self.parent {
                // Gone, or another file now at that path (saved by a rename): watch it anew.
                if wanted[path] == nil || wanted[path]?.inode != inodes[path] {
                    close(descriptor)
                    descriptors[path] = nil
                    paths[descriptor] = nil
                    inodes[path] = nil
                }
            }
            polling = false
            for (path, stamp) in wanted.sorted(by: { $0.key < $1.key }) where descriptors[path] == nil {
                guard descriptors.count < Self.limit else {
                    polling = true
                    break
                }
                if watch(path, at: path.isEmpty ? root : root + "/" + path) { inodes[path] = stamp.inode }
            }
        }

        private func watch(_ path: String, at location: String) -> Bool {
            let descriptor = open(location, O_EVTONLY)
            guard descriptor >= 0 else { return false }
            let notes = NOTE_WRITE | NOTE_DELETE | NOTE_RENAME | NOTE_EXTEND | NOTE_ATTRIB | NOTE_LINK | NOTE_REVOKE
            var change = kevent(
                ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_ENABLE | EV_CLEAR),
                fflags: UInt32(notes), data: 0, udata: nil)
            guard kevent(queue, &change, 1, nil, 0, nil) >= 0 else {
                close(descriptor)
                return false
            }
            descriptors[path] = descriptor
            paths[descriptor] = path
            return true
        }
    }
#endif
