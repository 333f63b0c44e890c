import Diagnostics
import Foundation

/// Writes translated values into a `.strings` file without touching anything else: a key the
/// file already has gets its value token replaced in place; a new key is appended as one
/// `"key" = "value";` line. Every other byte (comments, order, spacing, encoding, BOM, line
/// endings) stays as it was (ResourceBundle's `writeAtomically` replaces the file whole).
public enum StringsFileEditor {
    public struct EditError: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }

        package init(message: String) { self.message = message }
    }

    public typealias Outcome = MergeOutcome

    /// The new bytes of a parsed file with `values` (key -> text) merged in, in `order`.
    public static func merge(_ parsed: StringsFileParser.Result, values: [(key: String, value: String)])
        throws(EditError) -> (bytes: [UInt8], outcome: Outcome)
    {
        guard parsed.lossless else {
            throw EditError(
                message:
                    "\(parsed.table.path) is not valid \(parsed.encoding.rawValue); it cannot be edited byte for byte")
        }
        if let issue = parsed.table.syntaxIssues.first {
            throw EditError(
                message:
                    "\(parsed.table.path):\(issue.line):\(issue.column): \(issue.message); fix it first: keys written after it are lost"
            )
        }
        var scalars = parsed.scalars
        var replacements: [(range: Range<Int>, text: String)] = []
        var appended: [(key: String, value: String)] = []
        var outcome = Outcome(replaced: [], added: [])
        for (key, value) in values {
            // The effective (last) definition is the one to change.
            if let index = parsed.table.entries.lastIndex(where: { $0.key == key }) {
                if parsed.table.entries[index].value != value {
                    replacements.append((parsed.valueRanges[index], quote(value)))
                    outcome.replaced.append(key)
                }
            } else {
                appended.append((key, value))
                outcome.added.append(key)
            }
        }
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            scalars.replaceSubrange(replacement.range, with: replacement.text.unicodeScalars)
        }
        if !appended.isEmpty {
            let newline: String = containsCRLF(parsed.scalars) ? "\r\n" : "\n"
            if let last = scalars.last, last != "\n", last != "\r" { scalars += newline.unicodeScalars }
            for (key, value) in appended {
                scalars += "\(quote(key)) = \(quote(value));\(newline)".unicodeScalars
            }
        }
        return (parsed.encoding.encode(scalars), outcome)
    }

    /// The text of a new file (UTF-8) holding `values`.
    public static func newFile(values: [(key: String, value: String)]) -> [UInt8] {
        Array(values.map { "\(quote($0.key)) = \(quote($0.value));\n" }.joined().utf8)
    }

    /// A quoted `.strings` token: `"`, `\`, and control characters escaped.
    public static func quote(_ text: String) -> String {
        "\"" + text.escaping(["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"]) + "\""
    }

    private static func containsCRLF(_ scalars: [Unicode.Scalar]) -> Bool {
        for index in scalars.indices.dropLast() where scalars[index] == "\r" && scalars[index + 1] == "\n" {
            return true
        }
        return false
    }
}
