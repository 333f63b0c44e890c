import Diagnostics

/// MRZ blocks: the format of each, every field inside its lines, and the standard fields at
/// the positions ICAO 9303 gives them.
extension ModelFileChecks {
    /// The MRZ format of a block: `<MRZ type>`, else `mrzType`, else inferred: the ICAO
    /// format whose standard positions most of the block's fields take (ties go to the
    /// document's: passports TD3, everything else TD1). `Version type` is TD1 on every version
    /// of the vendor's files, passports included, so it is not the MRZ format. A visa (VIS)
    /// of TD3 size is MRV-A, of TD2 size MRV-B.
    public static func mrzFormat(_ block: CaptureBlock, in version: VersionNode) -> MRZStandard.Format {
        mrzFormat(block, in: version, fields: block.fields.map(MRZFieldAttributes.init))
    }

    /// `fields`: the attributes of the block's fields, read once for every check of the block.
    static func mrzFormat(_ block: CaptureBlock, in version: VersionNode, fields: [MRZFieldAttributes])
        -> MRZStandard.Format
    {
        let visa = version.documentType?.value == "VIS"
        if let type = block.tag[attribute: "type"]?.value, let format = MRZStandard.Format.of(size: type, visa: visa) {
            return format
        }
        if let type = block.tag[attribute: "mrzType"]?.value, let size = ModelSchema.mrzTypes[type],
            let format = MRZStandard.Format.of(size: size, visa: visa)
        {
            return format
        }
        let fallback: MRZStandard.Format = version.documentType?.value == "PSP" ? .td3 : (visa ? .mrvA : .td1)
        let named = fields.compactMap { field -> (name: String, span: MRZStandard.Span)? in
            guard let id = field.id?.value, let name = MRZStandard.standardName(of: id), let span = field.span
            else { return nil }
            return (name, span)
        }
        var best = fallback
        var bestScore = standardMatches(named, fallback)
        for size in ["TD1", "TD2", "TD3"] {
            guard let format = MRZStandard.Format.of(size: size, visa: visa), format != fallback else { continue }
            let score = standardMatches(named, format)
            if score > bestScore {
                best = format
                bestScore = score
            }
        }
        return best
    }

    /// How many fields with a standard name sit exactly at their standard position; `named`
    /// holds each such field's standard name and span, read once for every format tried.
    private static func standardMatches(
        _ named: [(name: String, span: MRZStandard.Span)], _ format: MRZStandard.Format
    ) -> Int {
        let table = MRZStandard.fields(format)
        return named.reduce(0) { total, field in
            guard let standard = table.first(where: { $0.name == field.name }) else { return total }
            return total + (field.span == standard.span ? 1 : 0)
        }
    }

    /// A field's numeric line, starts and count (nil when any is missing, `??` or bad).
    static func span(of field: XMLStartTag) -> MRZStandard.Span? { MRZFieldAttributes(field).span }

    static func mrzGeometry(_ file: DocumentModelFile) -> [ModelFinding] {
        var findings: [ModelFinding] = []
        for document in file.documents {
            for version in document.versions {
                version.forEachBlock { block in
                    guard block.kind == "MRZ" else { return }
                    let rule = ModelsRules.MRZGeometry.description
                    let invalid = ModelsRules.InvalidValue.description
                    if let type = block.tag[attribute: "type"], !ModelSchema.versionTypes.contains(type.value) {
                        findings.append(
                            ModelFinding(invalid, at: type, "MRZ type '\(type.value)' is not TD1, TD2 or TD3"))
                    }
                    if let type = block.tag[attribute: "mrzType"], ModelSchema.mrzTypes[type.value] == nil {
                        findings.append(
                            ModelFinding(invalid, at: type, "mrzType '\(type.value)' is not Type1, Type2 or Type3"))
                    }
                    let fields = block.fields.map(MRZFieldAttributes.init)
                    let format = mrzFormat(block, in: version, fields: fields)
                    var lineCount = format.lines
                    if let lines = block.tag[attribute: "lines"] {
                        if let value = MRZNumber.parse(lines.value), value <= lineCount {
                            lineCount = value
                        } else {
                            findings.append(
                                ModelFinding(
                                    rule, at: lines,
                                    "MRZ lines '\(lines.value)' must be a number from 1 to \(lineCount) for \(format.rawValue)"
                                ))
                        }
                    }
                    for (field, attributes) in zip(block.fields, fields) {
                        let before = findings.count
                        findings += mrzField(field, attributes, format: format, lineCount: lineCount, rule: rule)
                        // The standard positions, for a field that lies inside its MRZ.
                        if findings.count == before { findings += standardPosition(field, attributes, format: format) }
                    }
                }
            }
        }
        return findings
    }

    private static func mrzField(
        _ field: XMLStartTag, _ attributes: MRZFieldAttributes, format: MRZStandard.Format, lineCount: Int,
        rule: RuleDescription
    ) -> [ModelFinding] {
        let name = attributes.id?.value ?? "?"
        let length = format.length
        let line = attributes.line
        let starts = attributes.starts
        let count = attributes.count
        if line == nil, starts == nil, count == nil {
            // A field that moves or copies another one has no position of its own.
            if attributes.movesOrCopies { return [] }
            return [ModelFinding(rule, at: field, "MRZ field '\(name)' has no line, starts or count")]
        }
        var findings: [ModelFinding] = []
        func number(_ attribute: XMLAttribute?, _ label: String, variable: Bool) -> Int? {
            guard let attribute else {
                findings.append(ModelFinding(rule, at: field, "MRZ field '\(name)' has no \(label)"))
                return nil
            }
            // `??`: a start or length that varies (a name split at `<<`).
            if variable, attribute.value == "??" { return nil }
            // Parsed with a range: no MRZ has more than 44 characters a line, and a hostile
            // `count="9223372036854775807"` must not make `starts + count` trap.
            guard let value = MRZNumber.parse(attribute.value) else {
                findings.append(
                    ModelFinding(
                        rule, at: attribute,
                        "MRZ field '\(name)' \(label) '\(attribute.value)' is not a positive number\(variable ? " or ??" : "")"
                    ))
                return nil
            }
            guard value <= MRZNumber.maximum else {
                findings.append(
                    ModelFinding(
                        rule, at: attribute,
                        "MRZ field '\(name)' \(label) \(attribute.value) is past any MRZ (at most 3 lines of 44 characters)"
                    ))
                return nil
            }
            return value
        }
        let lineNumber = number(line, "line", variable: false)
        let start = number(starts, "starts", variable: true)
        let size = number(count, "count", variable: true)
        let formatName = format.rawValue
        if let lineNumber, let line, lineNumber > lineCount {
            findings.append(
                ModelFinding(
                    rule, at: line,
                    "MRZ field '\(name)' is on line \(lineNumber) but an MRZ of the \(formatName) format has \(lineCount) lines"
                ))
        }
        if let start, let starts, start > length {
            findings.append(
                ModelFinding(
                    rule, at: starts,
                    "MRZ field '\(name)' starts at \(start), past the \(length) characters of a line of the \(formatName) format"
                ))
        } else if let start, let size, let count, start + size - 1 > length {
            findings.append(
                ModelFinding(
                    rule, at: count,
                    "MRZ field '\(name)' runs to character \(start + size - 1) (starts \(start) + count \(size) - 1) but a line of the \(formatName) format has \(length)",
                    suggestion: String(length - start + 1)))
        }
        return findings
    }

    /// A field named for a standard field (DateOfBirth...) must take its standard positions;
    /// a field that starts where a standard field with a fixed length starts (optional
    /// data, the document number outside TD1) must not be shorter or longer than it.
    static func standardPosition(_ field: XMLStartTag, _ attributes: MRZFieldAttributes, format: MRZStandard.Format)
        -> [ModelFinding]
    {
        guard let id = attributes.id?.value, let span = attributes.span else { return [] }
        let rule = ModelsRules.MRZFieldPosition.description
        let table = MRZStandard.fields(format)
        var cite: String { "\(format.rawValue) format (\(format.part))" }
        if let name = MRZStandard.standardName(of: id), let standard = table.first(where: { $0.name == name }) {
            // The document code's second character is optional: reading the first alone is fine.
            if span == standard.span
                || (name == "document code" && span == MRZStandard.Span(line: 1, start: 1, count: 1))
            {
                return []
            }
            let attributeName =
                span.line != standard.span.line ? "line" : (span.start != standard.span.start ? "starts" : "count")
            let attribute =
                attributeName == "line"
                ? attributes.line : attributeName == "starts" ? attributes.starts : attributes.count
            let suggestion =
                span.line == standard.span.line && span.start == standard.span.start ? String(standard.span.count) : nil
            let message = "MRZ field '\(id)' is \(span.text), but the \(name) of the \(cite) is \(standard.span.text)"
            if let attribute { return [ModelFinding(rule, at: attribute, message, suggestion: suggestion)] }
            return [ModelFinding(rule, at: field, message, suggestion: suggestion)]
        }
        let byPosition = table.first { (standard: MRZStandard.Field) -> Bool in
            guard standard.span.line == span.line, standard.span.start == span.start else { return false }
            if standard.name == "document number" { return format != .td1 }
            return standard.name.hasPrefix("optional data") || standard.name.hasPrefix("personal number")
        }
        // Optional data read whole under its own name (`Opt1`, `Opt2`); a DocumentNumber in the
        // optional data is a national number of the country's own length.
        guard let standard = byPosition, span.count != standard.span.count,
            standard.name == "document number" ? id == "DocumentNumber" : id.hasPrefix("Opt"),
            let count = attributes.count
        else { return [] }
        let after =
            span.count > standard.span.count
            ? overrun(span, format: format) : "its last \(standard.span.count - span.count) characters are never read"
        return [
            ModelFinding(
                rule, at: count,
                "MRZ field '\(id)' is \(span.text), but the \(standard.name) of the \(cite) is \(standard.span.text): \(after)",
                suggestion: String(standard.span.count))
        ]
    }

    /// What a field longer than its standard field reads beyond it.
    private static func overrun(_ span: MRZStandard.Span, format: MRZStandard.Format) -> String {
        for field in MRZStandard.fields(format) {
            if let check = field.checkDigit, check.line == span.line, check.start <= span.end, check.start >= span.start
            {
                return "it reads the check digit of the \(field.name) at \(check.start) as data"
            }
        }
        if let composite = MRZStandard.composite(format), composite.position.line == span.line,
            composite.position.start <= span.end
        {
            return "it reads the composite check digit at \(composite.position.start) as data"
        }
        return "it reads the next field as data"
    }
}

/// The attributes of an MRZ `<field>` its checks read, found in one pass over the tag (the
/// first of each name, as `tag[attribute:]` finds it).
struct MRZFieldAttributes {
    var id: XMLAttribute?
    var line: XMLAttribute?
    var starts: XMLAttribute?
    var count: XMLAttribute?
    /// Has `move` or `copy`: the field takes another one's value, not a position.
    var movesOrCopies = false

    init(_ field: XMLStartTag) {
        let attributes = field.attributes
        for index in attributes.indices {
            // By length first: most names are ruled out without comparing them.
            let name = attributes[index].name
            switch name.utf8.count {
            case 2 where id == nil && name == "id": id = attributes[index]
            case 4 where line == nil && name == "line": line = attributes[index]
            case 4 where name == "move" || name == "copy": movesOrCopies = true
            case 5 where count == nil && name == "count": count = attributes[index]
            case 6 where starts == nil && name == "starts": starts = attributes[index]
            default: break
            }
        }
    }

    /// The numeric line, starts and count (nil when any is missing, `??` or bad).
    var span: MRZStandard.Span? {
        typealias MRZNumber = ModelFileChecks.MRZNumber
        guard let line = line.flatMap({ MRZNumber.parse($0.value) }),
            let start = starts.flatMap({ MRZNumber.parse($0.value) }),
            let count = count.flatMap({ MRZNumber.parse($0.value) }),
            line <= MRZNumber.maximum, start <= MRZNumber.maximum, count <= MRZNumber.maximum
        else { return nil }
        return MRZStandard.Span(line: line, start: start, count: count)
    }
}
