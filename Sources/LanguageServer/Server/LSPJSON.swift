import Diagnostics
import ResourceBundle

/// idv-res values as LSP 3.17 JSON.
enum LSPJSON {
    static func position(_ offset: Int, in lines: TextPositions) -> JSONOutput {
        let (line, character) = lines.position(ofOffset: offset)
        return .object([("line", .int(line)), ("character", .int(character))])
    }

    static func range(_ bytes: Range<Int>, in lines: TextPositions) -> JSONOutput {
        .object([("start", position(bytes.lowerBound, in: lines)), ("end", position(bytes.upperBound, in: lines))])
    }

    /// The bytes a finding at line:column covers: the name (attribute, element, token) that
    /// starts there, else one character; a finding without a line, the file's first character.
    static func span(of location: Location, in lines: TextPositions) -> Range<Int> {
        guard let line = location.line else { return 0..<min(1, lines.bytes.count) }
        let start = lines.offset(line1: line, column1: location.column)
        let lineEnd = lines.lineRange(line - 1).upperBound
        var end = start
        // A name, not a run of a hostile file's line (a 50 MB value).
        let limit = min(lineEnd, start + 256)
        while end < limit, isNameByte(lines.bytes[end]) { end += 1 }
        if end == start, start < lineEnd {
            end = min(start + TextPositions.scalarLength(lines.bytes[start]), lineEnd)
        }
        return start..<end
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
            || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }

    /// LSP's DiagnosticSeverity: an error 1, a warning 2, a note 3 (information).
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// A finding as an LSP Diagnostic: its rule id as `code`, the rule's section of the rules
    /// documentation as `codeDescription` and its JSON path as `data`, each when the client
    /// takes it.
    static func diagnostic(
        _ diagnostic: Diagnostic, in lines: TextPositions, documentation: String, client: ClientCapabilities
    ) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("range", range(span(of: diagnostic.location, in: lines), in: lines)),
            ("severity", .int(severity(diagnostic.severity))),
            ("code", .string(diagnostic.ruleID)),
        ]
        if client.codeDescription {
            members.append(
                (
                    "codeDescription",
                    .object([("href", .string(documentation + "#" + SARIFReporter.uri(diagnostic.ruleID)))])
                ))
        }
        members.append(("source", .string("idv-res")))
        members.append(("message", .string(diagnostic.message)))
        if client.diagnosticData, let jsonPath = diagnostic.location.jsonPath {
            members.append(("data", .object([("jsonPath", .string(jsonPath))])))
        }
        return .object(members)
    }

    /// A `MarkupContent` in the format the client takes; `markdown` is what the features wrote.
    static func markup(_ markdown: String, _ format: ClientCapabilities.TextFormat) -> JSONOutput {
        switch format {
        case .markdown: .object([("kind", .string("markdown")), ("value", .string(markdown))])
        case .plaintext: .object([("kind", .string("plaintext")), ("value", .string(Markdown.plain(markdown)))])
        }
    }

    /// A value the client sent, to send back (a command's argument).
    static func output(_ node: JSONNode) -> JSONOutput {
        switch node.value {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
        case .string(let value): .string(value)
        case .array(let items): .array(items.map(output))
        case .object(let members): .object(members.map { ($0.key, output($0.value)) })
        }
    }
}
