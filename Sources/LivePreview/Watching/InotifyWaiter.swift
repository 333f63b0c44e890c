#if os(Linux)
    import Diagnostics
    import Foundation
    import Glibc

    /// inotify: a watch on every folder of the bundle (a file saved in place, one written
    /// beside it and renamed over it as vim and most editors save, one created or removed) and
    /// on the folder holding the bundle (the bundle itself removed, renamed or put back; a zip
    /// rewritten). New folders are watched after each scan (`follow`).
    final class InotifyWaiter: ChangeWaiter {
        private let descriptor: Int32
        private let root: String
        /// The bundle's name in its parent folder, whose events about it are the root's.
        private let rootName: String
        private var parentWatch: Int32 = -1
        private var pathOfWatch: [Int32: String] = [:]
        private var watchOfPath: [String: Int32] = [:]

        private static let folderEvents: UInt32 =
            UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MODIFY) | UInt32(IN_CLOSE_WRITE)
            | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF)
            | UInt32(IN_MOVE_SELF)

        init?(root: String) {
            descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
            guard descriptor >= 0 else { return nil }
            self.root = root
            let parts = PathParts(root)
            rootName = parts.name
            parentWatch = inotify_add_watch(descriptor, parts.folder.isEmpty ? "." : parts.folder, Self.folderEvents)
            guard parentWatch >= 0 else {
                close(descriptor)
                return nil
            }
        }

        deinit { close(descriptor) }

        func wait(timeout: TimeInterval) -> [String]? {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(0, timeout * 1000)))
            guard ready > 0 else { return nil }
            return drain()
        }

        /// Every event queued now, as the paths they name.
        private func drain() -> [String] {
            var named: [String] = []
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                var offset = 0
                while offset + 16 <= count {
                    let (watch, mask, length) = buffer.withUnsafeBytes { raw in
                        (
                            raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                            raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                            Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                        )
                    }
                    let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    offset += 16 + length
                    if mask & UInt32(IN_IGNORED) != 0 {
                        forget(watch)
                    } else if watch == parentWatch {
                        if name == rootName { named.append("") }
                    } else if let folder = pathOfWatch[watch] {
                        named.append(name.isEmpty ? folder : folder.isEmpty ? name : folder + "/" + name)
                    }
                }
            }
            return named
        }

        func follow(_ table: FileTable) {
            for folder in table.folders where watchOfPath[folder] == nil {
                let path = folder.isEmpty ? root : root + "/" + folder
                let watch = inotify_add_watch(descriptor, path, Self.folderEvents | UInt32(IN_ONLYDIR))
                guard watch >= 0 else { continue }
                // A folder moved within the bundle keeps its watch: it is now at this path.
                if let earlier = pathOfWatch[watch] { watchOfPath[earlier] = nil }
                pathOfWatch[watch] = folder
                watchOfPath[folder] = watch
            }
        }

        private func forget(_ watch: Int32) {
            if let path = pathOfWatch.removeValue(forKey: watch) { watchOfPath[path] = nil }
        }
    }
#endif
