import Diagnostics
import Foundation

/// The hygiene of a bundle as a container: names that escape or collide, links, encrypted,
/// damaged or explosive entries, junk. `validate` reports these findings; `unpack` refuses
/// an archive with any error among them, before writing anything.
public enum BundleHygiene {
    public struct Findings {
        public var diagnostics: [Diagnostic] = []
        /// Entries found unreadable (encrypted, damaged layout, CRC): not read again.
        public var damaged: Set<String> = []
        /// Set when sizes or overlaps make reading the data itself unsafe.
        public var isExplosive = false

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Inspects names, types and sizes; with `verifyData`, also streams every entry of a zip
    /// through its CRC (what `unzip -t` does), unless the sizes already say it is a bomb.
    public static func inspect(
        _ reader: BundleReader, limits: ZipLimits, verifyData: Bool = true, progress: ProgressHandler? = nil
    ) -> Findings {
        var findings = Findings()
        var diagnostics: [Diagnostic] = []
        let zip = reader as? ZipBundleReader
        func report(_ rule: RuleDescription, _ path: String?, _ message: String, suggestion: String? = nil) {
            diagnostics.append(Diagnostic(rule, at: reader.location(of: path ?? ""), message, suggestion: suggestion))
        }
        let entries = reader.entries
        if let zip { inspectLayout(zip, entries, limits, &findings, report) }
        for entry in entries {
            if let problem = PathSafety.problem(in: entry.path) {
                let why =
                    zip != nil
                    ? "unpacking it could write outside the target folder"
                    : "a zip made of it would be unsafe to unpack"
                report(
                    ZipRules.PathTraversal.description, entry.path,
                    "\(zip != nil ? "entry" : "file") '\(entry.path)' \(problem): \(why)")
            }
            switch entry.fileType {
            case .symlink:
                let target = linkTarget(entry, in: reader).map { " -> '\($0)'" } ?? ""
                let why = zip != nil ? "unpacking one lets later entries write through it" : "pack leaves it out"
                report(
                    ZipRules.Symlink.description, entry.path,
                    "'\(entry.path)' is a symbolic link\(target): the SDK follows no links, and \(why)")
            case .special:
                report(
                    ZipRules.Symlink.description, entry.path, "'\(entry.path)' is a device, FIFO or socket, not a file")
            case .regular, .directory:
                break
            }
            if entry.isEncrypted {
                findings.damaged.insert(entry.path)
                report(
                    ZipRules.Encrypted.description, entry.path,
                    "'\(entry.path)' is encrypted: the SDK has no password and cannot read it")
            }
        }
        inspectNames(entries, report)
        inspectJunkAndTopLevel(reader, entries, report)
        if let zip, verifyData, !findings.isExplosive {
            let (found, damaged) = BundleHygiene.verifyData(zip, skipping: findings.damaged, progress: progress)
            diagnostics += found
            findings.damaged.formUnion(damaged)
        }
        findings.diagnostics = diagnostics
        return findings
    }

    typealias Reporter = (RuleDescription, String?, String, String?) -> Void

    /// Counts, sizes, ratios, and where each entry's data lies.
    private static func inspectLayout(
        _ zip: ZipBundleReader, _ entries: [BundleEntry], _ limits: ZipLimits, _ findings: inout Findings,
        _ report: (RuleDescription, String?, String, String?) -> Void
    ) {
        if entries.count > limits.maxEntries {
            findings.isExplosive = true
            report(
                ZipRules.TooManyEntries.description, nil,
                "the archive has \(entries.count) entries, past the limit of \(limits.maxEntries) (--max-entries)", nil)
        }
        let total = entries.reduce(UInt64(0)) { $0 &+ $1.size }
        if total > limits.maxTotalSize {
            findings.isExplosive = true
            report(
                ZipRules.TooLarge.description, nil,
                "the entries add up to \(total) bytes uncompressed, past the limit of \(limits.maxTotalSize) (--max-total-size)",
                nil)
        }
        let explosive = entries.filter { entry in
            entry.size >= limits.ratioFloor
                && Double(entry.size) / Double(max(entry.compressedSize, 1)) > limits.maxRatio
        }
        // A bomb may hold thousands: name a few, count the rest.
        for entry in explosive.prefix(5) {
            findings.isExplosive = true
            let ratio = Double(entry.size) / Double(max(entry.compressedSize, 1))
            report(
                ZipRules.Bomb.description, entry.path,
                "'\(entry.path)' expands \(Int(ratio)) times (\(entry.compressedSize) bytes to \(entry.size)), past the limit of \(Int(limits.maxRatio)) (--max-ratio): a zip bomb?",
                nil)
        }
        if explosive.count > 5 {
            report(
                ZipRules.Bomb.description, explosive[5].path,
                "'\(explosive[5].path)' and \(explosive.count - 6) more entries expand past the limit too", nil)
        }
        guard let layout = try? ZipLayout.scan(path: zip.path) else { return }
        for problem in layout.problems {
            if let entry = problem.entry { findings.damaged.insert(entry) }
            report(
                ZipRules.Corrupt.description, problem.entry,
                (problem.entry.map { "'\($0)': " } ?? "") + problem.message, nil)
        }
        // A real overlapping bomb has thousands of entries: name a few, count the rest.
        let shown = 5
        for overlap in layout.overlaps.prefix(shown) {
            findings.isExplosive = true
            report(
                ZipRules.OverlappingEntries.description, overlap.entry,
                "'\(overlap.entry)' overlaps the data of '\(overlap.other)': entries that share data are how zip bombs multiply a small archive",
                nil)
        }
        if layout.overlaps.count > shown {
            let next = layout.overlaps[shown]
            report(
                ZipRules.OverlappingEntries.description, next.entry,
                "'\(next.entry)' and \(layout.overlaps.count - shown - 1) more entries overlap earlier entries' data",
                nil)
        }
    }

    /// Exact duplicates, and names that are one file on a case-insensitive, normalising
    /// file system (APFS, HFS+): `Widget.xml` / `widget.xml`, `café` in NFC / NFD.
    private static func inspectNames(_ entries: [BundleEntry], _ report: Reporter) {
        var seen: [[UInt8]: Int] = [:]
        // Folded spelling (case and Unicode normalisation: Swift String equality is canonical
        // equivalence) -> the first raw spelling met.
        var spellings: [String: String] = [:]
        var reported: Set<String> = []
        for entry in entries where !BundleLayout.isJunk(entry.path) {
            let raw = Array(entry.path.utf8)
            seen[raw, default: 0] += 1
            if seen[raw] == 2 {
                report(
                    ZipRules.DuplicateName.description, entry.path,
                    "'\(entry.path)' appears more than once: unzippers keep either the first or the last, so what ships depends on the tool",
                    nil)
                continue
            }
            if seen[raw]! > 2 { continue }
            let prefixes = spelledPrefixes(entry.path)
            for (depth, spelled) in zip(1..., prefixes) {
                let folded = spelled.lowercased()
                guard let first = spellings[folded] else {
                    spellings[folded] = spelled
                    continue
                }
                guard Array(first.utf8) != Array(spelled.utf8), !reported.contains(spelled + "\u{0}" + first) else {
                    continue
                }
                reported.insert(spelled + "\u{0}" + first)
                let why =
                    first == spelled
                    ? "differ only in Unicode normalisation (\(normalForm(first)) / \(normalForm(spelled)))"
                    : "differ only in letter case"
                let what =
                    depth < prefixes.count ? "folders '\(first)/' and '\(spelled)/'" : "'\(first)' and '\(spelled)'"
                report(
                    ZipRules.CaseCollision.description, entry.path,
                    "\(what) \(why): they are one file on iOS and macOS, so one silently replaces the other", nil)
                break
            }
        }
    }

    /// A path's folders and itself as spelled (`a`, `a/b`, `a/b/c.xml`; a trailing `/`
    /// dropped), split by Character. An ASCII path (nearly all) is split by byte, which gives
    /// the same and skips grapheme breaking.
    static func spelledPrefixes(_ path: String) -> [String] {
        let bytes = Array(path.utf8)
        guard bytes.isAllASCII else {
            var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if parts.last == "" { parts.removeLast() }
            return parts.indices.map { parts[0...$0].joined(separator: "/") }
        }
        guard !bytes.isEmpty else { return [] }
        var prefixes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "/") }.map {
            String(decoding: bytes[..<$0], as: UTF8.self)
        }
        if bytes.last != UInt8(ascii: "/") { prefixes.append(path) }
        return prefixes
    }

    /// Where a link points: its stored text in a zip, `readlink` on disk (never followed).
    private static func linkTarget(_ entry: BundleEntry, in reader: BundleReader) -> String? {
        if let directory = reader as? DirectoryBundleReader {
            return try? FileManager.default.destinationOfSymbolicLink(atPath: directory.url(of: entry).path)
        }
        return (try? reader.read(entry, limit: 4096)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `NFC` when the name is in composed form, else `NFD`.
    private static func normalForm(_ name: String) -> String {
        Array(name.precomposedStringWithCanonicalMapping.unicodeScalars) == Array(name.unicodeScalars) ? "NFC" : "NFD"
    }

    /// Junk (warnings) and files at the top that the SDK never reads (notes).
    private static func inspectJunkAndTopLevel(_ reader: BundleReader, _ entries: [BundleEntry], _ report: Reporter) {
        let judgesLayout = reader.kind == .zip || LayoutRules.looksLikeResourcesBundle(reader)
        var macOSXCount = 0
        var firstMacOSX: String?
        var reportedTops: Set<String> = []
        for entry in entries {
            if BundleLayout.isJunk(entry.path) {
                if entry.path.hasPrefix("__MACOSX") {
                    macOSXCount += 1
                    if firstMacOSX == nil { firstMacOSX = entry.path }
                } else if !entry.isDirectory {
                    report(
                        ZipRules.Junk.description, entry.path,
                        "'\(entry.path)' is file-system junk the SDK never reads; it only adds weight (idv-res pack leaves it out)",
                        nil)
                }
                continue
            }
            // Unsafe names have their own error; a miscased `Widget.xml` its collision.
            guard judgesLayout, PathSafety.problem(in: entry.path) == nil else { continue }
            let (top, isFolder) = topLevelName(entry.path)
            guard !ZipRules.expectedTopLevel.contains((isFolder ? top + "/" : top).lowercased()),
                reportedTops.insert(top).inserted
            else { continue }
            report(
                ZipRules.UnexpectedTopLevel.description, isFolder ? top + "/" : top,
                "'\(isFolder ? top + "/" : top)' at the top of the bundle: the SDK reads only widget.xml, strings/, documents/, resources/ and other/",
                nil)
        }
        if let firstMacOSX {
            _ = firstMacOSX
            report(
                ZipRules.Junk.description, "__MACOSX/",
                "'__MACOSX/' holds \(counted(macOSXCount, "entry", "entries")) of macOS resource-fork junk the SDK never reads (idv-res pack leaves it out)",
                nil)
        }
    }

    /// The first component of a path, and whether there is more (split by Character; an
    /// ASCII path by byte, the same).
    static func topLevelName(_ path: String) -> (String, isFolder: Bool) {
        let bytes = path.utf8
        guard bytes.isAllASCII else {
            let top = String(path.prefix { $0 != "/" })
            return (top, top.count < path.count)
        }
        guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else { return (path, false) }
        return (String(path[..<slash]), true)
    }

    /// Streams every entry not in `skipping` through libzip, which checks each CRC-32 at
    /// the end (what `unzip -t` does): the CRC and decompression findings.
    static func verifyData(_ zip: ZipBundleReader, skipping: Set<String>, progress: ProgressHandler?) -> (
        [Diagnostic], Set<String>
    ) {
        var diagnostics: [Diagnostic] = []
        var damaged: Set<String> = []
        let checked = zip.entries.filter { !$0.isDirectory && !$0.isEncrypted && !skipping.contains($0.path) }
        progress?.expect(checked.reduce(UInt64(0)) { $0 &+ $1.size })
        for entry in checked {
            do {
                try zip.stream(entry) { chunk in
                    progress?.advance(UInt64(chunk.count))
                }
            } catch let error as BundleReadError {
                damaged.insert(entry.path)
                diagnostics.append(Unpacker.diagnostic(for: error, in: zip))
            } catch {
                damaged.insert(entry.path)
                diagnostics.append(
                    Diagnostic(
                        ZipRules.Corrupt.description, at: zip.location(of: entry.path),
                        "'\(entry.path)' cannot be read: \(error)"))
            }
        }
        return (diagnostics, damaged)
    }
}

/// Entry names that would escape the folder they are unpacked into.
public enum PathSafety {
    /// Why `name` is unsafe, or nil.
    public static func problem(in name: String) -> String? {
        let bytes = Array(name.utf8)
        if bytes.isAllASCII { return asciiProblem(in: bytes) }
        if name.contains("\\") { return "contains a backslash, a folder separator on Windows and for some unzippers" }
        if name.hasPrefix("/") { return "is an absolute path" }
        let scalars = Array(name.unicodeScalars.prefix(2))
        if scalars.count == 2, scalars[1] == ":", scalars[0].properties.isAlphabetic {
            return "starts with a drive letter"
        }
        if name.unicodeScalars.contains(where: { $0.value == 0 }) { return "contains a NUL character" }
        if name.split(separator: "/", omittingEmptySubsequences: false).contains("..") { return "has a '..' component" }
        return nil
    }

    /// `problem(in:)` byte by byte for an ASCII name: the same verdict without Foundation's
    /// substring search or grapheme breaking.
    private static func asciiProblem(in bytes: [UInt8]) -> String? {
        if bytes.contains(UInt8(ascii: "\\")) {
            return "contains a backslash, a folder separator on Windows and for some unzippers"
        }
        if bytes.first == UInt8(ascii: "/") { return "is an absolute path" }
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"))
        if bytes.count >= 2, bytes[1] == UInt8(ascii: ":"), letters.0.contains(bytes[0]) || letters.1.contains(bytes[0])
        {
            return "starts with a drive letter"
        }
        if bytes.contains(0) { return "contains a NUL character" }
        let components = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if components.contains(where: { $0.elementsEqual("..".utf8) }) { return "has a '..' component" }
        return nil
    }
}
