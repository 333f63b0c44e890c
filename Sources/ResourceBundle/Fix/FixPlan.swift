import Diagnostics
import Foundation
import ModelsXML

/// What `--fix` would change in one input: edited files (whole new bytes, every other byte
/// kept) and junk to delete, each with the lines that say what changed.
public struct FixPlan: Sendable {
    public struct FileEdit: Sendable {
        /// Path inside the bundle (for a loose file: its bundle role path).
        public var path: String
        /// What the user sees (`bundle/widget.xml`).
        public var shownPath: String
        /// The file on disk (nil inside a zip).
        public var diskPath: String?
        public var original: [UInt8]
        public var fixed: [UInt8]
    }

    public var input: String
    public var kind: BundleKind
    public var edits: [FileEdit] = []
    /// Junk paths inside the bundle (a folder ends with `/`).
    public var removals: [String] = []
    /// One line per change: `path:line:col: 'regx' -> 'regex' [rule]`.
    public var changes: [String] = []

    public var isEmpty: Bool { edits.isEmpty && removals.isEmpty }
}

/// Plans fixes from the findings of one input, reading the bytes the findings point into.
public enum Fixer {
    public static func plan(_ input: Report.Input) throws -> FixPlan {
        plan(input, reader: try InputOpener.open(input.name).reader())
    }

    /// The same from the bytes `reader` gives (the language server's open documents).
    public static func plan(_ input: Report.Input, reader: BundleReader) -> FixPlan {
        var plan = FixPlan(input: input.name, kind: reader.kind)
        var byFile: [String: [(Diagnostic, FixableRules.Kind)]] = [:]
        for diagnostic in input.diagnostics {
            guard let kind = FixableRules.kinds[diagnostic.ruleID] else { continue }
            if kind == .removeJunk {
                guard reader.kind != .file, diagnostic.location.container == input.name else { continue }
                plan.removals.append(diagnostic.location.file)
                plan.changes.append("\(diagnostic.location.displayPath): deleted [\(diagnostic.ruleID)]")
            } else if diagnostic.suggestion != nil, diagnostic.location.line != nil {
                byFile[diagnostic.location.displayPath, default: []].append((diagnostic, kind))
            }
        }
        var candidates = FixCandidates(reader: reader)
        for entry in reader.entries where !entry.isDirectory {
            let shown = reader.location(of: entry.path).displayPath
            guard let fixes = byFile[shown], let bytes = try? reader.read(entry) else { continue }
            // Columns count the bytes of the UTF-8 text, not a UTF-16 file's: it is left as it is.
            if DecodedText.detect(bytes).isUTF16 { continue }
            var lines = SourceOffsets(bytes)
            var proposed: [Range<Int>: [(ByteEdit, Diagnostic)]] = [:]
            for (diagnostic, kind) in fixes {
                guard let edit = ByteEdit.make(kind, diagnostic, in: bytes, offsets: &lines),
                    candidates.isOnlyCandidate(
                        edit.replacement, for: edit.original, rule: diagnostic.ruleID,
                        element: FixCandidates.elementName(at: edit.range.lowerBound, in: bytes),
                        present: FixCandidates.attributeNames(around: edit.range.lowerBound, in: bytes))
                else { continue }
                proposed[edit.range, default: []].append((edit, diagnostic))
            }
            // Several findings on one value (a token missing in two languages) ask for one edit;
            // findings that ask for different replacements there leave it alone.
            var edits: [ByteEdit] = []
            var changes: [String] = []
            for (_, candidates) in proposed.sorted(by: { $0.key.lowerBound < $1.key.lowerBound })
            where Set(candidates.map(\.0.replacement)).count == 1 {
                let (edit, diagnostic) = candidates[0]
                edits.append(edit)
                changes.append(
                    "\(diagnostic.location): '\(edit.original)' -> '\(edit.replacement)' [\(diagnostic.ruleID)]")
            }
            guard !edits.isEmpty else { continue }
            let fixed = ByteEdit.apply(edits, to: bytes)
            // A rename that would repeat an attribute breaks the file: then nothing is certain.
            if entry.path.lowercased().hasSuffix(".xml"), XMLTree.parse(bytes).issue == nil,
                XMLTree.parse(fixed).issue != nil
            {
                continue
            }
            plan.changes += changes
            let diskPath = reader.kind == .file ? input.name : (reader as? DirectoryBundleReader)?.url(of: entry).path
            plan.edits.append(
                FixPlan.FileEdit(path: entry.path, shownPath: shown, diskPath: diskPath, original: bytes, fixed: fixed))
        }
        return plan
    }
}

/// One replacement at a byte range of a file.
struct ByteEdit {
    var range: Range<Int>
    var original: String
    var replacement: String

    /// The edit a finding asks for, or nil when the source does not hold what the finding
    /// names there (then nothing is certain, and nothing is changed).
    static func make(
        _ kind: FixableRules.Kind, _ diagnostic: Diagnostic, in bytes: [UInt8], offsets: inout SourceOffsets
    ) -> ByteEdit? {
        guard let suggestion = diagnostic.suggestion, let line = diagnostic.location.line,
            let column = diagnostic.location.column,
            let start = offsets.offset(line: line, column: column), isName(suggestion)
        else { return nil }
        var end = start
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        guard end > start else { return nil }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        switch kind {
        case .attributeName:
            guard diagnostic.message.contains("'\(name)'") else { return nil }
            return ByteEdit(range: start..<end, original: name, replacement: suggestion)
        case .attributeValue:
            var index = end
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else { return nil }
            let quote = bytes[index]
            let valueStart = index + 1
            guard let valueEnd = bytes[valueStart...].firstIndex(of: quote) else { return nil }
            let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
            guard isName(value), diagnostic.message.contains("'\(value)'") else { return nil }
            return ByteEdit(range: valueStart..<valueEnd, original: value, replacement: suggestion)
        case .removeJunk:
            return nil
        }
    }

    static func apply(_ edits: [ByteEdit], to bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        // From the end, so earlier ranges keep their offsets; overlapping edits: the first wins.
        var lowest = Int.max
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
        where edit.range.upperBound <= lowest {
            out.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
            lowest = edit.range.lowerBound
        }
        return out
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: ":")
    }

    static func isName(_ text: String) -> Bool { !text.isEmpty && text.utf8.allSatisfy(isNameByte) }
}

/// Byte offsets of lines (1-based line, 1-based UTF-8 column, as findings count them).
struct SourceOffsets {
    private var starts: [Int] = [0]
    private let count: Int

    init(_ bytes: [UInt8]) {
        count = bytes.count
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
    }

    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= starts.count, column >= 1 else { return nil }
        let offset = starts[line - 1] + column - 1
        return offset < count ? offset : nil
    }
}
