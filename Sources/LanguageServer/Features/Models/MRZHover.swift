import ModelsXML

/// Hover on an MRZ `<field>` of a document model: where it reads in the machine-readable
/// zone, and what ICAO 9303 puts there in the block's format (`MRZStandard`; the format as
/// the checks work it out, `ModelFileChecks.mrzFormat`).
enum MRZHover {
    static func hover(_ cursor: CursorContext) -> HoverText? {
        guard let field = cursor.tag, field.kind == .start, cursor.elementName == "field",
            let block = cursor.ancestors.last, cursor.lexer.text(block.nameRange) == "MRZ"
        else { return nil }
        let version = cursor.ancestors.last(where: { cursor.lexer.text($0.nameRange) == "Version" })
        let format = ModelFileChecks.mrzFormat(
            type: cursor.value(of: "type", on: block), mrzType: cursor.value(of: "mrzType", on: block),
            documentType: version.flatMap { cursor.value(of: "document_type", on: $0) }
        ) { fields(of: block, cursor) }
        let id = cursor.value(of: "id", on: field) ?? "?"
        var lines = ["MRZ field \(Markdown.code(id)), \(format.rawValue) format (\(format.part)):"]
        guard let span = span(of: field, cursor) else {
            lines.append("")
            lines.append("No position (`line`, `starts`, `count` as numbers): it takes another field's value.")
            return HoverText(markdown: lines.joined(separator: "\n"), range: field.nameRange)
        }
        lines[0] += " \(span.text) (the zone has \(format.lines) lines of \(format.length) characters)."
        lines.append("")
        let standard = MRZStandard.fields(format)
        let overlapping = standard.filter { overlaps($0.span, span) }
        for item in overlapping {
            lines.append("- ICAO: the \(item.name), \(item.span.text)" + (item.span == span ? " (exactly)" : ""))
        }
        for item in standard {
            guard let digit = item.checkDigit, overlaps(digit, span) else { continue }
            lines.append("- ICAO: the check digit of the \(item.name), \(digit.text)")
        }
        if let composite = MRZStandard.composite(format), overlaps(composite.position, span) {
            lines.append("- ICAO: the composite check digit, \(composite.position.text)")
        }
        if let name = MRZStandard.standardName(of: id), let expected = standard.first(where: { $0.name == name }),
            expected.span != span
        {
            lines.append("")
            lines.append("ICAO 9303 puts the \(name) of this format at \(expected.span.text).")
        }
        return HoverText(markdown: lines.joined(separator: "\n"), range: field.nameRange)
    }

    private static func overlaps(_ a: MRZStandard.Span, _ b: MRZStandard.Span) -> Bool {
        a.line == b.line && a.start <= b.end && b.start <= a.end
    }

    /// The numeric `line`, `starts` and `count` of a field tag.
    private static func span(of field: MarkupLexer.Tag, _ cursor: CursorContext) -> MRZStandard.Span? {
        func number(_ name: String) -> Int? {
            guard let text = cursor.value(of: name, on: field), text.utf8.count <= 3, let value = Int(text), value > 0
            else { return nil }
            return value
        }
        guard let line = number("line"), let start = number("starts"), let count = number("count") else { return nil }
        return MRZStandard.Span(line: line, start: start, count: count)
    }

    /// The ids and spans of the block's fields, for the format's inference.
    private static func fields(of block: MarkupLexer.Tag, _ cursor: CursorContext) -> [(
        id: String, span: MRZStandard.Span
    )] {
        var found: [(id: String, span: MRZStandard.Span)] = []
        var position = block.range.upperBound
        while let next = cursor.lexer.nextTag(from: position) {
            position = max(next.range.upperBound, next.range.lowerBound + 1)
            let name = cursor.lexer.text(next.nameRange)
            if next.kind == .end, name == "MRZ" { break }
            guard next.kind == .start else { continue }
            guard name == "field" else { break }
            if let id = cursor.value(of: "id", on: next), let span = span(of: next, cursor) { found.append((id, span)) }
        }
        return found
    }
}
