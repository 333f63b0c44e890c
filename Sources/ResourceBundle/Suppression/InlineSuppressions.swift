import Diagnostics
import Foundation
import ModelsXML

/// `<!-- idv-res-disable-next-line RULE ... -->` and `<!-- idv-res-disable RULE ... -->` in an
/// XML file: findings of those rules on the next line, or anywhere in the file, are dropped.
/// RULE is an id, `category.*` or `*`; none means every rule. A suppression that dropped
/// nothing is itself a finding (`suppression.unused`), so stale ones do not pile up.
struct InlineSuppression: Sendable {
    var patterns: [String]
    /// nil: the whole file; else the line whose findings are dropped.
    var targetLine: Int?
    var line: Int
    var column: Int?

    static let marker = Array("idv-res-disable".utf8)

    /// The suppressions of an XML file; the parser runs only when the marker is in its text
    /// (UTF-16 looked at converted, then parsed from its own bytes).
    static func scan(_ bytes: [UInt8]) -> [InlineSuppression] {
        guard contains(DecodedText.convertingUTF16(bytes), marker) else { return [] }
        return XMLComments.parse(bytes).compactMap { comment in
            let words = comment.text.split(whereSeparator: {
                $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == ","
            })
            .map(String.init)
            guard let directive = words.first else { return nil }
            let patterns = words.count > 1 ? Array(words.dropFirst()) : ["*"]
            switch directive {
            case "idv-res-disable-next-line":
                return InlineSuppression(
                    patterns: patterns, targetLine: comment.endLine + 1, line: comment.line, column: comment.column)
            case "idv-res-disable":
                return InlineSuppression(
                    patterns: patterns, targetLine: nil, line: comment.line, column: comment.column)
            default:
                return nil
            }
        }
    }

    func suppresses(_ diagnostic: Diagnostic) -> Bool {
        if let targetLine, diagnostic.location.line != targetLine { return false }
        return patterns.contains { RulePattern.matches($0, diagnostic.ruleID) }
    }

    /// Whether a comment starts with `needle` (after spaces): memchr for `!`, which XML
    /// hardly uses elsewhere, so this costs nothing next to parsing the file.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var start = 0
            while start < buffer.count, let found = memchr(base + start, 0x21, buffer.count - start) {
                let bang = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                start = bang + 1
                guard bang >= 1, bang + 2 < buffer.count, buffer[bang - 1] == 0x3C, buffer[bang + 1] == 0x2D,
                    buffer[bang + 2] == 0x2D
                else { continue }
                var index = bang + 3
                while index < buffer.count, [0x20, 0x09, 0x0A, 0x0D].contains(buffer[index]) { index += 1 }
                if index + needle.count <= buffer.count, buffer[index..<index + needle.count].elementsEqual(needle) {
                    return true
                }
            }
            return false
        }
    }
}

enum InlineSuppressions {
    /// Drops the suppressed findings of each file, and reports each unused suppression.
    static func apply(_ diagnostics: [Diagnostic], _ byPath: [String: [InlineSuppression]], context: BundleContext)
        -> [Diagnostic]
    {
        guard !byPath.isEmpty else { return diagnostics }
        var shown: [String: (path: String, suppressions: [InlineSuppression])] = [:]
        for (path, suppressions) in byPath where !suppressions.isEmpty {
            shown[context.location(path).displayPath] = (path, suppressions)
        }
        var used: [String: Set<Int>] = [:]
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let file = diagnostic.location.displayPath
            guard let entry = shown[file],
                let index = entry.suppressions.firstIndex(where: { $0.suppresses(diagnostic) })
            else {
                kept.append(diagnostic)
                continue
            }
            used[file, default: []].insert(index)
        }
        for (file, entry) in shown.sorted(by: { $0.key < $1.key }) {
            for (index, suppression) in entry.suppressions.enumerated() where !(used[file]?.contains(index) ?? false) {
                kept.append(
                    SuppressionRules.Unused.finding(
                        suppression,
                        at: context.location(entry.path, line: suppression.line, column: suppression.column)))
            }
        }
        return kept
    }
}
