import Diagnostics
import Foundation

/// Writes translated values into a `.strings` file without touching anything else: a key the
/// file already has gets its value token replaced in place; a new key is appended as one
/// `"key" = "value";` line. Every other byte (comments, order, spacing, encoding, BOM, line
/// endings) stays as it was, and the file is replaced atomically.
public enum StringsFileEditor {
    public struct EditError: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public struct Outcome: Sendable, Equatable {
        /// Keys whose value was replaced in place.
        public var replaced: [String]
        /// Keys appended at the end.
        public var added: [String]
    }

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

    /// Replaces the file at `path` with `bytes`: a temporary file in the same folder, then a
    /// rename, so a reader (or a crash) never sees half a file; an interruption removes the
    /// temporary (see `Interruption`), and stale ones of killed runs are swept first. Keeps
    /// the file's permissions.
    public static func writeAtomically(
        _ bytes: [UInt8], to path: String,
        stale: StalePolicy = StalePolicy()
    ) throws(EditError) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = url.deletingLastPathComponent()
        var temporary: URL?
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            stale.sweep(beside: url.path, kinds: [.edit])
            let made = SiblingTemporary.make(for: url, kind: .edit)
            temporary = made
            try Data(bytes).write(to: made)
            if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let permissions = attributes[.posixPermissions]
            {
                try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: made.path)
            }
            guard rename(made.path, path) == 0 else {
                throw EditError(message: "cannot replace \(path): \(String(cString: strerror(errno)))")
            }
            SiblingTemporary.release(made)
        } catch let error as EditError {
            if let temporary { SiblingTemporary.remove(temporary) }
            throw error
        } catch {
            if let temporary { SiblingTemporary.remove(temporary) }
            throw EditError(message: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
