import Diagnostics
import Foundation

/// The checks over one parsed document-model file. Each returns located findings; the
/// bundle check turns them into diagnostics of the file.
public enum ModelFileChecks {
    /// Every per-file check: the walk over one file, calling each registered `ModelRule` for
    /// what it visits (each builds its own findings), its MRZ blocks and its ML programs (read
    /// by the shared `ProgramAnalysis`). Same-place findings of two rules may come in another order than their rules'
    /// files: the report sorts by location, then rule.
    public static func run(_ file: DocumentModelFile) -> [ModelFinding] {
        let rules = registeredRules
        var findings = file.schemaFindings
        for rule in rules { rule.visitFile(file, into: &findings) }
        for document in file.documents {
            for rule in rules { rule.visitDocument(document, into: &findings) }
            for version in document.versions {
                for rule in rules { rule.visitVersion(version, in: document, into: &findings) }
            }
        }
        findings += mrzGeometry(file, rules)
        var memo = ProgramAnalysis.RoleMemo()
        for document in file.documents {
            for version in document.versions {
                version.forEachBlock { block in
                    for field in block.fields {
                        if let regex = field[attribute: "regex"] {
                            for rule in rules { rule.visitFieldRegex(regex, on: field, into: &findings) }
                        }
                    }
                    if block.isProgram {
                        let facts = ProgramAnalysis.run(block, memo: &memo)
                        for rule in rules { rule.visitProgram(facts, into: &findings) }
                    }
                }
            }
        }
        for rule in rules { rule.finishFile(file, into: &findings) }
        return oncePerFile(findings)
    }

    /// The models rules of this module's generated list: a new rule's file is all it takes
    /// (the build lists it: Plugins/RuleLists).
    package static let registeredRules: [any ModelRule.Type] = ModelsXMLRuleTypes.modelRules

    /// An unused variable is noted once per file, at its first unread write; the note says in
    /// how many more programs of the file it is written and never read.
    static func oncePerFile(_ findings: [ModelFinding]) -> [ModelFinding] {
        var first: [String: Int] = [:]
        var more: [Int: Int] = [:]
        var kept: [ModelFinding] = []
        kept.reserveCapacity(findings.count)
        for finding in findings {
            guard finding.rule.id == ModelsRules.UnusedVariable.description.id, let variable = finding.subject else {
                kept.append(finding)
                continue
            }
            if let index = first[variable] {
                more[index, default: 0] += 1
            } else {
                first[variable] = kept.count
                kept.append(finding)
            }
        }
        for (index, count) in more {
            kept[index].message += ModelsRules.UnusedVariable.inMorePrograms(count)
        }
        return kept
    }

    /// `text.split(separator: "-", omittingEmptySubsequences: false)`. An ASCII text (every
    /// real document_id) is split on the byte; elsewhere by Character, as a mark after `-`
    /// makes one Character of both.
    static func dashSeparatedParts(_ text: String) -> [Substring] {
        guard text.utf8.isAllASCII else {
            return text.split(separator: "-", omittingEmptySubsequences: false)
        }
        return text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// Whole numbers of MRZ positions: digits only (no sign). Any number past `maximum`, of
    /// however many digits, is `maximum + 1`: no overflow, and callers' arithmetic stays small.
    enum MRZNumber {
        static let maximum = 999

        static func parse(_ text: String) -> Int? {
            var value = 0
            var digits = 0
            /// Digits after the leading zeros.
            var significant = 0
            for byte in text.utf8 {
                guard byte >= 48, byte <= 57 else { return nil }
                digits += 1
                if significant > 0 || byte != 48 {
                    significant += 1
                    if significant <= 4 { value = value * 10 + Int(byte - 48) }
                }
            }
            guard digits > 0 else { return nil }
            guard significant <= 4 else { return maximum + 1 }
            return value == 0 ? nil : min(value, maximum + 1)
        }
    }

    // MARK: Regexes and thresholds

    /// Whether a pattern compiles. Most are plain, and `RegexSyntax` says so from their bytes
    /// (cheaper than hashing them); each other distinct pattern is compiled once per process:
    /// the vendor's files repeat their patterns, across files checked in parallel.
    enum RegexCache {
        private final class Shared: @unchecked Sendable {  // `errors` is used under `lock` only
            let lock = NSLock()
            var errors: [String: String?] = [:]
        }
        private static let shared = Shared()

        static func error(_ pattern: String) -> String? {
            if RegexSyntax.isCertainlyValid(pattern) { return nil }
            let shared = RegexCache.shared
            if let known = shared.lock.withLock({ shared.errors[pattern] }) { return known }
            var message: String?
            do {
                _ = try NSRegularExpression(pattern: pattern)
            } catch {
                message = "NSRegularExpression rejects it"
            }
            shared.lock.withLock { shared.errors[pattern] = message }
            return message
        }
    }

    static func entries(_ list: String) -> [String] {
        list.split(separator: ",").map(trimmed).filter { !$0.isEmpty }
    }

    /// `trimmingCharacters(in: .whitespaces)`, without Foundation when there is nothing to trim:
    /// an entry that starts and ends with a visible ASCII character (every real list).
    private static func trimmed(_ entry: Substring) -> String {
        func visible(_ byte: UInt8?) -> Bool { byte.map { $0 > 0x20 && $0 < 0x7F } ?? false }
        if visible(entry.utf8.first), visible(entry.utf8.last) { return String(entry) }
        return entry.trimmingCharacters(in: .whitespaces)
    }
}
