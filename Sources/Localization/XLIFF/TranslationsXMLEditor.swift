import Diagnostics
import Foundation
import ModelsXML

/// Writes token texts into a `strings/strings*.xml` file without touching anything else: a
/// token the file has gets its content replaced in place; a new token is inserted after the
/// last one, with its indentation and line ending. Every other byte (declaration, comments,
/// order, spacing, CRLF, BOM) stays as it was.
public enum TranslationsXMLEditor {
    public struct EditError: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public typealias Outcome = MergeOutcome

    /// A `<token>` found in the bytes: its id, and where its content is (or its `/>`).
    struct Span {
        var id: String
        /// The content between `>` and `</token>`, or the `/>` of an empty element.
        var range: Range<Int>
        var selfClosing: Bool
        /// Just after `</token>` (or `/>`).
        var end: Int
        /// The white space before `<token` on its line.
        var indent: [UInt8]
    }

    /// `bytes` with `values` (id -> text) merged; `current` is the file's parsed tokens (id ->
    /// text, first occurrence) to leave equal texts untouched.
    public static func merge(_ bytes: [UInt8], current: [String: String], values: [(id: String, value: String)])
        throws(EditError) -> (bytes: [UInt8], outcome: Outcome)
    {
        let spans = try scan(bytes)
        var firstSpan: [String: Span] = [:]
        for span in spans where firstSpan[span.id] == nil { firstSpan[span.id] = span }
        var edits: [(range: Range<Int>, bytes: [UInt8])] = []
        var appended: [(id: String, value: String)] = []
        var outcome = Outcome()
        for (id, value) in values {
            if let span = firstSpan[id] {
                // A translation of a token `upgrade` gave the default text: its mark goes,
                // even when the translation is that text.
                let mark = UntranslatedMark.comment(for: id).flatMap { mark in
                    bytes[span.end...].starts(with: mark) ? span.end..<(span.end + mark.count) : nil
                }
                if let mark { edits.append((mark, [])) }
                guard current[id] != value else {
                    if mark != nil { outcome.replaced.append(id) }
                    continue
                }
                let text = Array(escapeContent(value).utf8)
                edits.append((span.range, span.selfClosing ? Array(">".utf8) + text + Array("</token>".utf8) : text))
                outcome.replaced.append(id)
            } else if !appended.contains(where: { $0.id == id }) {
                appended.append((id, value))
                outcome.added.append(id)
            }
        }
        var result = bytes
        if !appended.isEmpty {
            let newline: [UInt8] =
                bytes.indices.dropLast().contains { bytes[$0] == 13 && bytes[$0 + 1] == 10 } ? [13, 10] : [10]
            let indent = spans.last?.indent ?? Array("    ".utf8)
            let lines = appended.map {
                indent + Array("<token id=\"\(escapeAttribute($0.id))\">\(escapeContent($0.value))</token>".utf8)
            }
            var insertion: [UInt8] = []
            let at: Int
            if let last = spans.last {
                // After the last token: each new one on its own line.
                at = last.end
                for line in lines { insertion += newline + line }
            } else if let close = find(Array("</translations".utf8), in: bytes, from: 0) {
                // No token yet: before the closing tag, on lines of their own.
                var lineStart = close
                while lineStart > 0, bytes[lineStart - 1] == 32 || bytes[lineStart - 1] == 9 { lineStart -= 1 }
                at = lineStart
                if at == 0 || bytes[at - 1] != 10 { insertion += newline }
                for line in lines { insertion += line + newline }
            } else {
                throw EditError(message: "no </translations> to add tokens before")
            }
            edits.append((at..<at, insertion))
        }
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: edit.bytes)
        }
        return (result, outcome)
    }

    /// A new strings file holding `values`, in order.
    public static func newFile(values: [(id: String, value: String)]) -> [UInt8] {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations>\n"
        for (id, value) in values {
            text += "    <token id=\"\(escapeAttribute(id))\">\(escapeContent(value))</token>\n"
        }
        return Array((text + "</translations>\n").utf8)
    }

    /// Line breaks as `&#10;`, as the vendor's files write them.
    static func escapeContent(_ text: String) -> String {
        text.escaping(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\n": "&#10;", "\r": "&#13;"])
    }

    static func escapeAttribute(_ text: String) -> String {
        text.escaping([
            "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;",
        ])
    }

    /// Every `<token ...>` outside comments, with its content span. The file has been parsed
    /// (well-formed) before; anything this scanner does not understand refuses the edit.
    static func scan(_ bytes: [UInt8]) throws(EditError) -> [Span] {
        var spans: [Span] = []
        var index = 0
        let open = Array("<token".utf8)
        let close = Array("</token".utf8)
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts(Array("<!--".utf8), bytes, at: index) {
                index = (find(Array("-->".utf8), in: bytes, from: index + 4) ?? bytes.count) + 3
                continue
            }
            guard starts(open, bytes, at: index), index + open.count < bytes.count,
                [UInt8(ascii: " "), 9, 10, 13, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[index + open.count])
            else {
                index += 1
                continue
            }
            var lineStart = index
            while lineStart > 0, bytes[lineStart - 1] == 32 || bytes[lineStart - 1] == 9 { lineStart -= 1 }
            let indent = Array(bytes[lineStart..<index])
            // The end of the start tag, outside quoted values; the id as written.
            var cursor = index + open.count
            var quote: UInt8?
            var id: String?
            while cursor < bytes.count {
                let byte = bytes[cursor]
                if let q = quote {
                    if byte == q { quote = nil }
                } else if byte == 34 || byte == 39 {
                    quote = byte
                    if id == nil, let name = attributeName(before: cursor, in: bytes), name == "id",
                        let end = bytes[(cursor + 1)...].firstIndex(of: byte)
                    {
                        id = unescape(String(decoding: bytes[(cursor + 1)..<end], as: UTF8.self))
                    }
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                cursor += 1
            }
            guard cursor < bytes.count, let id else {
                throw EditError(message: "a <token> without an id cannot be edited")
            }
            if bytes[cursor - 1] == UInt8(ascii: "/") {
                spans.append(
                    Span(id: id, range: (cursor - 1)..<(cursor + 1), selfClosing: true, end: cursor + 1, indent: indent)
                )
                index = cursor + 1
                continue
            }
            let contentStart = cursor + 1
            guard let contentEnd = find(close, in: bytes, from: contentStart),
                let tagEnd = bytes[contentEnd...].firstIndex(of: UInt8(ascii: ">"))
            else {
                throw EditError(message: "<token id=\"\(id)\"> does not close")
            }
            if bytes[contentStart..<contentEnd].contains(UInt8(ascii: "<")),
                !starts(
                    Array("<![CDATA[".utf8), bytes,
                    at: bytes[contentStart..<contentEnd].firstIndex(of: UInt8(ascii: "<"))!)
            {
                throw EditError(message: "<token id=\"\(id)\"> holds elements; it cannot be edited as text")
            }
            spans.append(
                Span(id: id, range: contentStart..<contentEnd, selfClosing: false, end: tagEnd + 1, indent: indent))
            index = tagEnd + 1
        }
        return spans
    }

    private static func attributeName(before quote: Int, in bytes: [UInt8]) -> String? {
        var end = quote - 1
        while end > 0, [32, 9, 10, 13].contains(bytes[end]) { end -= 1 }
        guard end > 0, bytes[end] == UInt8(ascii: "=") else { return nil }
        end -= 1
        while end > 0, [32, 9, 10, 13].contains(bytes[end]) { end -= 1 }
        var start = end
        while start > 0, ![32, 9, 10, 13].contains(bytes[start - 1]) { start -= 1 }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }

    private static func unescape(_ text: String) -> String {
        text.decodingPredefinedXMLEntities
    }

    private static func starts(_ prefix: [UInt8], _ bytes: [UInt8], at index: Int) -> Bool {
        index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], starts(needle, bytes, at: index) { return index }
            index += 1
        }
        return nil
    }
}
