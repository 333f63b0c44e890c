import Diagnostics
import Foundation
import ResourceBundle

/// `diff --textconv`: one bundle as stable text for `git diff` (a textconv driver). Each
/// XML entry's text under a header naming it; every other entry as path, size, SHA-256 and
/// pixel size. Entries sorted byte-wise, so two zips with the same files list the same.
public enum BundleTextListing {
    /// The listing of the zip or folder at `path`, whatever it holds: git stops `git log -p`
    /// at the first driver that fails, so a file that is no readable zip (truncated, empty, a
    /// Git LFS pointer, a page saved under the zip's name) is one line saying what it is, and
    /// an entry that cannot be read is its header with why. Never throws.
    public static func text(ofInput path: String) -> String {
        let reader: BundleReader
        do {
            reader = try InputOpener.open(path, looseFiles: .refused).reader()
        } catch {
            return "=== \(describe(path, error)) ===\n"
        }
        // The first entry of each path, in byte order of paths; each read in that order.
        var seen: Set<String> = []
        let entries = reader.entries.filter {
            !$0.isDirectory && $0.fileType == .regular && seen.insert($0.path).inserted
        }.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        var out = ""
        var total = 0
        for entry in entries {
            let shown = entry.path.escapingControlCharacters
            do {
                let bytes = try reader.read(entry, limit: BundleEntry.defaultReadLimit)
                total += bytes.count
                guard total <= BundleSnapshot.totalLimit else {
                    out += "=== \(shown): not read: more than 1 GiB of files uncompressed ===\n"
                    continue
                }
                append(entry.path, bytes, to: &out)
            } catch {
                out += "=== \(shown): cannot read: \(error.userMessage) ===\n"
            }
        }
        return out
    }

    private static func append(_ path: String, _ bytes: [UInt8], to out: inout String) {
        let safePath = path.escapingControlCharacters
        guard path.lowercased().hasSuffix(".xml"), let text = String(validating: bytes, as: UTF8.self) else {
            out += "=== \(safePath): \(FileFacts(bytes).summary) ===\n"
            return
        }
        out += "=== \(safePath) ===\n"
        out += text
        if !text.hasSuffix("\n") { out += "\n" }
    }

    /// What a file that does not open as a bundle is, in one line: its size and SHA-256 tell
    /// two versions apart in a diff.
    static func describe(_ path: String, _ error: any Error) -> String {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
            let handle = FileHandle(forReadingAtPath: path)
        else {
            return "cannot read: \(error.userMessage)"
        }
        defer { try? handle.close() }
        if size == 0 { return "an empty file, not a zip" }
        // Hashed up to the size of a file a bundle may hold; past it, the size tells versions apart.
        let bytes = [UInt8]((try? handle.read(upToCount: Int(BundleEntry.defaultReadLimit))) ?? Data())
        if let pointer = lfsPointer(bytes) { return pointer }
        var facts = "\(size) bytes"
        if bytes.count == size { facts += ", sha256 \(SHA256Digest.hex(of: bytes))" }
        if let damaged = BundleHygiene.unopenableZip(path, error)?.diagnostics.first?.message {
            return "a damaged zip, \(facts): \(damaged)"
        }
        return "not a zip: \(facts)"
    }

    /// `version https://git-lfs.github.com/spec/v1` / `oid sha256:...` / `size N`: the file git
    /// checks out instead of the zip when Git LFS did not fetch it.
    private static func lfsPointer(_ bytes: [UInt8]) -> String? {
        guard bytes.count < 1024, let text = String(validating: bytes, as: UTF8.self),
            text.hasPrefix("version https://git-lfs.github.com/spec/")
        else { return nil }
        var oid = "?"
        var size = "?"
        for line in text.split(separator: "\n") {
            if line.hasPrefix("oid ") { oid = String(line.dropFirst(4)) }
            if line.hasPrefix("size ") { size = String(line.dropFirst(5)) }
        }
        return "a Git LFS pointer, not the zip (oid \(oid), size \(size) bytes): git lfs pull fetches it"
            .escapingControlCharacters
    }
}
