import Foundation
import Localization

extension StringsFileEditor {
    /// Replaces the file at `path` with `bytes`: a temporary file in the same folder, then a
    /// rename, so a reader (or a crash) never sees half a file; an interruption removes the
    /// temporary (see `Interruption`), and stale ones of killed runs are swept first. Keeps
    /// the file's permissions.
    public static func writeAtomically(
        _ bytes: [UInt8], to path: String,
        stale: StalePolicy = StalePolicy()
    ) throws(EditError) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = url.deletingLastPathComponent()
        var temporary: URL?
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            stale.sweep(beside: url.path, kinds: [.edit])
            let made = SiblingTemporary.make(for: url, kind: .edit)
            temporary = made
            try Data(bytes).write(to: made)
            if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let permissions = attributes[.posixPermissions]
            {
                try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: made.path)
            }
            guard rename(made.path, path) == 0 else {
                throw EditError(message: "cannot replace \(path): \(String(cString: strerror(errno)))")
            }
            SiblingTemporary.release(made)
        } catch let error as EditError {
            if let temporary { SiblingTemporary.remove(temporary) }
            throw error
        } catch {
            if let temporary { SiblingTemporary.remove(temporary) }
            throw EditError(message: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
