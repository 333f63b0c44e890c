import Diagnostics

/// A document the editor opened: its text as the editor holds it, kept in step by full and
/// incremental `didChange`s.
struct OpenDocument {
    var uri: String
    /// The absolute path the URI names.
    var path: String
    var version: Int
    private(set) var lines: TextPositions

    var text: [UInt8] { lines.bytes }

    init(uri: String, path: String, version: Int, text: [UInt8]) {
        self.uri = uri
        self.path = path
        self.version = version
        lines = TextPositions(text)
    }

    /// Applies one `TextDocumentContentChangeEvent`: with a `range`, that part replaced (UTF-16
    /// positions; out-of-range positions clamp to the text's end); without, the whole text.
    mutating func apply(_ change: JSONNode) throws(RequestError) {
        guard let newText = change["text"]?.string else {
            throw RequestError(code: .invalidParams, message: "a content change without text")
        }
        guard let range = change["range"] else {
            lines = TextPositions(Array(newText.utf8))
            return
        }
        guard let start = Self.offset(range["start"], in: lines), let end = Self.offset(range["end"], in: lines) else {
            throw RequestError(code: .invalidParams, message: "a content change with a malformed range")
        }
        var bytes = lines.bytes
        bytes.replaceSubrange(min(start, end)..<max(start, end), with: Array(newText.utf8))
        lines = TextPositions(bytes)
    }

    /// The byte offset of an LSP `Position`.
    static func offset(_ position: JSONNode?, in lines: TextPositions) -> Int? {
        guard let position, let line = position.int("line"), let character = position.int("character"),
            line >= 0, character >= 0
        else { return nil }
        return lines.offset(line: line, utf16: character)
    }
}
