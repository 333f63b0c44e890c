/// The comment written just above each key of a `.strings` file (`/* Title of the tip */`
/// or `// Title of the tip` on the lines before it), for the translator's `<note>`.
public enum StringsComments {
    /// Key -> comment text, trimmed; keys without a comment right above them are absent.
    public static func comments(_ parsed: StringsFileParser.Result) -> [String: String] {
        var result: [String: String] = [:]
        var previousEnd = 0
        for (index, entry) in parsed.table.entries.enumerated() where index < parsed.valueRanges.count {
            let valueStart = parsed.valueRanges[index].lowerBound
            guard previousEnd <= valueStart else { continue }
            let region = String(String.UnicodeScalarView(parsed.scalars[previousEnd..<valueStart]))
            previousEnd = parsed.valueRanges[index].upperBound
            // The region runs from the last value's end (its `;`) to this value: the comment
            // must be the last thing before the key, blank lines aside.
            guard
                let keyStart = region.range(of: entry.key, options: .backwards)
                    ?? region.range(of: StringsFileEditor.quote(entry.key), options: .backwards)
            else { continue }
            var before = region[..<keyStart.lowerBound]
            if before.hasSuffix("\"") { before = before.dropLast() }
            let trimmed = before.drop { $0 == ";" }.trimmingWhitespace()
            if trimmed.hasSuffix("*/"), let open = trimmed.range(of: "/*", options: .backwards) {
                let text = trimmed[open.upperBound..<trimmed.index(trimmed.endIndex, offsetBy: -2)].trimmingWhitespace()
                if !text.isEmpty, text != "No comment provided by engineer." { result[entry.key] = String(text) }
            } else if let lastLine = trimmed.split(separator: "\n").last, lastLine.trimmingWhitespace().hasPrefix("//")
            {
                let text = lastLine.trimmingWhitespace().dropFirst(2).trimmingWhitespace()
                if !text.isEmpty { result[entry.key] = String(text) }
            }
        }
        return result
    }
}

extension Substring {
    func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
