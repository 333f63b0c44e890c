import Foundation

/// Applies the MRZ fields of one document-model version to MRZ text, as a model author
/// would test a model without a phone: each field's value, each ICAO 9303 check digit.
public struct MRZReading: Sendable {
    public struct Field: Sendable {
        public var id: String
        /// Where it was cut: nil for fields without a position (`move`/`copy`).
        public var span: MRZStandard.Span?
        public var value: String?
    }

    public struct CheckDigit: Sendable {
        public var name: String
        public var position: MRZStandard.Span
        public var over: [MRZStandard.Span]
        public var found: Character?
        public var expected: Int?
        public var isValid: Bool { found.flatMap(\.wholeNumberValue) == expected && expected != nil }
    }

    public var format: MRZStandard.Format
    public var lines: [String]
    public var fields: [Field] = []
    public var checkDigits: [CheckDigit] = []
    /// Lines of the wrong number or length.
    public var problems: [String] = []

    /// Reads `text` (lines separated by newlines, or the lines run together) with `block`.
    public init(block: CaptureBlock, version: VersionNode, text: String) {
        format = ModelFileChecks.mrzFormat(block, in: version)
        var lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        let length = format.length
        if lines.count == 1, lines[0].count == format.lines * length {
            let whole = Array(lines[0])
            lines = stride(from: 0, to: whole.count, by: length).map { String(whole[$0..<($0 + length)]) }
        }
        self.lines = lines
        if lines.count != format.lines {
            problems.append("\(lines.count) lines, but an MRZ of the \(format.rawValue) format has \(format.lines)")
        }
        for (index, line) in lines.enumerated() where line.count != length {
            problems.append(
                "line \(index + 1) has \(line.count) characters, but a line of the \(format.rawValue) format has \(length)"
            )
        }
        for tag in block.fields {
            let id = tag[attribute: "id"]?.value ?? "?"
            if let span = ModelFileChecks.span(of: tag) {
                fields.append(Field(id: id, span: span, value: cut(span)))
            } else {
                fields.append(Field(id: id, span: nil, value: variable(tag)))
            }
        }
        for field in MRZStandard.fields(format) {
            guard let position = field.checkDigit else { continue }
            if let long = longDocumentNumber(field) {
                checkDigits.append(check(field.name + " (long)", long.position, over: long.over))
                continue
            }
            checkDigits.append(check(field.name, position, over: [field.span]))
        }
        if let composite = MRZStandard.composite(format) {
            checkDigits.append(check("composite", composite.position, over: composite.over))
        }
    }

    /// The characters of `span`, nil when the text does not reach it.
    public func cut(_ span: MRZStandard.Span) -> String? {
        guard span.line >= 1, span.line <= lines.count else { return nil }
        let characters = Array(lines[span.line - 1])
        guard span.start >= 1, span.end <= characters.count else { return nil }
        return String(characters[(span.start - 1)..<span.end])
    }

    /// `starts="??"` or `count="??"`: the part of the name field before or after `<<`.
    private func variable(_ tag: XMLStartTag) -> String? {
        guard let line = tag[attribute: "line"].flatMap({ ModelFileChecks.MRZNumber.parse($0.value) }),
            line <= lines.count
        else { return nil }
        let text = Array(lines[line - 1])
        let start = tag[attribute: "starts"].flatMap { ModelFileChecks.MRZNumber.parse($0.value) }
        let from = min(max((start ?? nameStart(line)) - 1, 0), text.count)
        let name = String(text[from...])
        guard let separator = name.range(of: "<<") else { return start != nil ? name : "" }
        return start != nil ? String(name[..<separator.lowerBound]) : String(name[separator.upperBound...])
    }

    private func nameStart(_ line: Int) -> Int {
        MRZStandard.fields(format).first { $0.name == "name" && $0.span.line == line }?.span.start ?? 1
    }

    /// ICAO 9303 Part 5, TD1: a document number longer than 9 characters has `<` at 15 and
    /// continues in the optional data (16 on), whose last character before the filler is the
    /// check digit of the whole number.
    private func longDocumentNumber(_ field: MRZStandard.Field) -> (
        position: MRZStandard.Span, over: [MRZStandard.Span]
    )? {
        guard format == .td1, field.name == "document number",
            cut(MRZStandard.Span(line: 1, start: 15, count: 1)) == "<",
            let optional = cut(MRZStandard.Span(line: 1, start: 16, count: 15)), optional.first != "<"
        else { return nil }
        let used = optional.prefix { $0 != "<" }.count
        guard used >= 1 else { return nil }
        var over = [field.span]
        if used > 1 { over.append(MRZStandard.Span(line: 1, start: 16, count: used - 1)) }
        return (MRZStandard.Span(line: 1, start: 15 + used, count: 1), over)
    }

    private func check(_ name: String, _ position: MRZStandard.Span, over spans: [MRZStandard.Span]) -> CheckDigit {
        let found = cut(position)?.first
        var text = ""
        for span in spans {
            guard let part = cut(span) else {
                return CheckDigit(name: name, position: position, over: spans, found: found, expected: nil)
            }
            text += part
        }
        return CheckDigit(
            name: name, position: position, over: spans, found: found, expected: MRZStandard.checkDigit(Substring(text))
        )
    }
}
