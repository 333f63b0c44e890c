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

    /// The rules that look at each entry, in order.
    static let entryRules: [any BundleEntryRule.Type] = [
        ZipRules.PathTraversal.self, ZipRules.Symlink.self, ZipRules.FolderWithData.self, ZipRules.Encrypted.self,
    ]
    /// The rules that look at a zip's entries together (count, sizes, ratios).
    static let archiveRules: [any ZipArchiveRule.Type] = [
        ZipRules.TooManyEntries.self, ZipRules.TooLarge.self, ZipRules.Bomb.self,
    ]
    /// The rules that look at where a zip's records and data lie.
    static let layoutRules: [any ZipLayoutRule.Type] = [
        ZipRules.Corrupt.self, ZipRules.OverlappingEntries.self, ZipRules.CRCMismatch.self,
    ]

    /// Inspects names, types and sizes; with `verifyData`, also streams every entry of a zip
    /// through its CRC (what `unzip -t` does), unless the sizes already say it is a bomb.
    /// The walk calls the rules for what it visits; each rule words its own findings.
    public static func inspect(
        _ reader: BundleReader, limits: ZipLimits, verifyData: Bool = true, progress: ProgressHandler? = nil
    ) -> Findings {
        let context = HygieneContext(reader, limits: limits)
        let entries = reader.entries
        if let zip = context.zip {
            for rule in archiveRules { rule.visit(archive: entries, context) }
            if let layout = try? ZipLayout.scan(path: zip.path) {
                for rule in layoutRules { rule.visit(layout: layout, context) }
            }
        }
        for entry in entries {
            for rule in entryRules { rule.visit(entry: entry, context) }
        }
        inspectNames(entries, context)
        inspectJunkAndTopLevel(reader, entries, context)
        if let zip = context.zip, verifyData, !context.findings.isExplosive {
            let (found, damaged) = BundleHygiene.verifyData(
                zip, skipping: context.findings.damaged, progress: progress)
            context.findings.diagnostics += found
            context.findings.damaged.formUnion(damaged)
        }
        return context.findings
    }

    /// Junk (warnings) and files at the top that the SDK never reads (notes).
    private static func inspectJunkAndTopLevel(
        _ reader: BundleReader, _ entries: [BundleEntry], _ context: HygieneContext
    ) {
        let judgesLayout = reader.kind == .zip || BundleRules.looksLikeResourcesBundle(reader)
        var macOSXCount = 0
        var reportedTops: Set<String> = []
        for entry in entries {
            if BundleLayout.isJunk(entry.path) {
                if entry.path.hasPrefix("__MACOSX") {
                    macOSXCount += 1
                } else if !entry.isDirectory {
                    ZipRules.Junk.report(entry.path, context)
                }
                continue
            }
            // Unsafe names have their own error, a miscased `Widget.xml` its collision, and `.`
            // is no name at the top.
            guard judgesLayout, PathSafety.problem(in: entry.path) == nil, !namesNoFile(entry.path) else { continue }
            let (top, isFolder) = topLevelName(entry.path)
            let name = isFolder ? top + "/" : top
            guard !BundleRules.UnexpectedTopLevel.expects(name), reportedTops.insert(top).inserted else { continue }
            BundleRules.UnexpectedTopLevel.report(name, context)
        }
        if macOSXCount > 0 { ZipRules.Junk.reportMacOSX(count: macOSXCount, context) }
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
                diagnostics.append(ZipRules.Corrupt.unreadable(entry, error, in: zip))
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
