import Diagnostics
import ResourceBundle
import RuleCatalog

/// Hover on a finding: its message, and its rule's explanation as `idv-res explain RULE`
/// prints it (RuleRegistry). A finding covers the markup its location starts: a tag's name,
/// an attribute with its value, or the word there; a finding without a column, its line.
enum FindingHover {
    static func hover(_ request: FeatureRequest, lines: TextPositions) -> HoverText? {
        var parts: [String] = []
        var covered: Range<Int>?
        for finding in request.findings {
            guard let line = finding.location.line else { continue }
            let extent = extent(line: line, column: finding.location.column, lines, MarkupLexer(request.text))
            guard extent.lowerBound <= request.offset, request.offset <= extent.upperBound else { continue }
            covered = covered ?? extent
            parts.append(explanation(finding))
        }
        guard !parts.isEmpty else { return nil }
        return HoverText(markdown: parts.joined(separator: "\n\n---\n\n"), range: covered)
    }

    /// The message (bundle text, escaped) and the rule's summary, explanation and fixability.
    static func explanation(_ finding: Diagnostic) -> String {
        var text = "**\(finding.ruleID)** (\(finding.severity.rawValue)): " + Markdown.escaped(finding.message)
        if let suggestion = finding.suggestion { text += "\n\nSuggestion: " + Markdown.code(suggestion) }
        guard let rule = RuleRegistry.rule(finding.ruleID) else { return text }
        return text + "\n\n*\(rule.summary)*\n\n\(rule.explanation)\n\n" + FixableRules.explanation(of: rule.id)
    }

    /// The bytes a finding located at `line`:`column` is about.
    static func extent(line: Int, column: Int?, _ lines: TextPositions, _ lexer: MarkupLexer) -> Range<Int> {
        let bytes = lexer.bytes
        guard let column else {
            let range = lines.lineRange(line - 1)
            var start = range.lowerBound
            while start < range.upperBound, MarkupLexer.isSpace(bytes[start]) { start += 1 }
            return start..<range.upperBound
        }
        let start = lines.offset(line1: line, column1: column)
        guard start < bytes.count else { return start..<start }
        if bytes[start] == UInt8(ascii: "<"), let tag = lexer.tag(at: start) { return start..<tag.nameRange.upperBound }
        var end = start
        if MarkupLexer.isNameByte(bytes[start]) {
            while end < bytes.count, MarkupLexer.isNameByte(bytes[end]) { end += 1 }
            // An attribute: its value too.
            if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "="),
                bytes[end + 1] == UInt8(ascii: "\"") || bytes[end + 1] == UInt8(ascii: "'")
            {
                let quote = bytes[end + 1]
                var close = end + 2
                while close < bytes.count, bytes[close] != quote, bytes[close] != UInt8(ascii: "<") { close += 1 }
                end = min(close + 1, bytes.count)
            }
            return start..<end
        }
        while end < bytes.count, !MarkupLexer.isSpace(bytes[end]), bytes[end] != UInt8(ascii: "<") { end += 1 }
        return start..<max(end, start + 1)
    }
}
