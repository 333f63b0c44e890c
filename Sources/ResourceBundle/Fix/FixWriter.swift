import Diagnostics
import Foundation

extension Fixer {
    /// Writes a plan into a directory bundle or a loose file: each edited file whole, through a
    /// temporary file beside it renamed into place (its permissions kept), then deletes the junk.
    public static func apply(_ plan: FixPlan) throws {
        for edit in plan.edits {
            guard let path = edit.diskPath else { continue }
            try writeAtomically(edit.fixed, to: path)
        }
        for removal in plan.removals {
            let url = URL(fileURLWithPath: plan.input).appendingPathComponent(removal)
            try FileManager.default.removeItem(at: url)
        }
    }

    /// A zip is never changed: it is unpacked into a temporary folder beside `output`, fixed
    /// there (junk is left out by unpack), and packed into `output`, which must not exist.
    public static func apply(_ plan: FixPlan, toZip output: String) throws -> Packer.Result {
        let work = URL(fileURLWithPath: output).deletingLastPathComponent()
            .appendingPathComponent(".idv-res-fix-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        _ = try Unpacker.unpack(zip: plan.input, to: work)
        for edit in plan.edits {
            try writeAtomically(edit.fixed, to: URL(fileURLWithPath: work).appendingPathComponent(edit.path).path)
        }
        let prepared = try Packer.prepare(directory: work, to: output, options: Packer.Options())
        try prepared.commit()
        return prepared.result
    }

    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).idv-res-fix-\(UUID().uuidString)")
        let permissions = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions]
        do {
            try Data(bytes).write(to: temporary)
            if let permissions {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// `--fix --dry-run`: a unified diff (3 lines of context) of every edit, paths relative to
    /// the bundle's root, and `Only in` lines (as `diff -r` prints them, which `patch` skips)
    /// for the junk that would be deleted.
    public static func unifiedDiff(_ plan: FixPlan) -> String {
        var out = ""
        for edit in plan.edits {
            // git's a/ b/ prefixes, paths inside the bundle: `patch -p1` applies it in the
            // bundle folder (a zip: in the folder it unpacks to; a loose file: in its folder).
            let path = plan.kind == .file ? PathParts(plan.input).name : edit.path
            out += "--- a/\(path)\n+++ b/\(path)\n"
            out += hunks(lines(edit.original), lines(edit.fixed))
        }
        for removal in plan.removals {
            let trimmed = removal.hasSuffix("/") ? String(removal.dropLast()) : removal
            let folder = PathParts(trimmed).folder
            let parent = folder.isEmpty ? plan.input : plan.input + "/" + folder
            out += "Only in \(parent): \(PathParts(trimmed).name)\n"
        }
        return out
    }

    private static func lines(_ bytes: [UInt8]) -> [String] {
        var result = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        if bytes.last == 0x0A { result.removeLast() }
        return result
    }

    /// Edits never add or remove lines, so old line i is new line i.
    private static func hunks(_ old: [String], _ new: [String], context: Int = 3) -> String {
        let changed = old.indices.filter { $0 >= new.count || old[$0] != new[$0] }
        var out = ""
        var index = 0
        while index < changed.count {
            var last = index
            while last + 1 < changed.count, changed[last + 1] - changed[last] <= 2 * context + 1 { last += 1 }
            let start = max(0, changed[index] - context)
            let end = min(old.count - 1, changed[last] + context)
            let length = end - start + 1
            out += "@@ -\(start + 1),\(length) +\(start + 1),\(length) @@\n"
            let changedSet = Set(changed[index...last])
            for line in start...end {
                if changedSet.contains(line) {
                    out += "-\(old[line])\n+\(new[line])\n"
                } else {
                    out += " \(old[line])\n"
                }
            }
            index = last + 1
        }
        return out
    }
}
