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
        mrzFormat(
            type: block.tag[attribute: "type"]?.value, mrzType: block.tag[attribute: "mrzType"]?.value,
            documentType: version.documentType?.value
        ) {
            fields.compactMap { field in
                // Only standard names count: the other fields' spans are not worked out.
                guard let id = field.id?.value, MRZStandard.standardName(of: id) != nil, let span = field.span
                else { return nil }
                return (id, span)
            }
        }
    }

    /// The same from the values alone (`<MRZ type mrzType>`, the Version's `document_type`, the
    /// fields' ids and spans, asked only when the format is inferred): for a reader without a
    /// parsed model, such as the language server on text being typed.
    package static func mrzFormat(
        type: String?, mrzType: String?, documentType: String?,
        fields: () -> [(id: String, span: MRZStandard.Span)]
    ) -> MRZStandard.Format {
        let visa = documentType == "VIS"
        if let type, let format = MRZStandard.Format.of(size: type, visa: visa) {
            return format
        }
        if let mrzType, let size = ModelSchema.mrzTypes[mrzType],
            let format = MRZStandard.Format.of(size: size, visa: visa)
        {
            return format
        }
        let fallback: MRZStandard.Format = documentType == "PSP" ? .td3 : (visa ? .mrvA : .td1)
        let named = fields().compactMap { field -> (name: String, span: MRZStandard.Span)? in
            MRZStandard.standardName(of: field.id).map { ($0, field.span) }
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

    /// The walk over each MRZ block of a file: the registered rules build the findings. A
    /// field no rule reports in `visitMRZField` (it lies inside the MRZ) is then visited by
    /// `visitMRZFieldInside`.
    static func mrzGeometry(_ file: DocumentModelFile, _ rules: [any ModelRule.Type]) -> [ModelFinding] {
        var findings: [ModelFinding] = []
        for document in file.documents {
            for version in document.versions {
                version.forEachBlock { block in
                    guard block.kind == "MRZ" else { return }
                    let mrz = MRZBlock(block, in: version)
                    for rule in rules { rule.visitMRZ(mrz, into: &findings) }
                    for (field, attributes) in zip(block.fields, mrz.fields) {
                        let before = findings.count
                        for rule in rules { rule.visitMRZField(field, attributes, in: mrz, into: &findings) }
                        guard findings.count == before else { continue }
                        for rule in rules { rule.visitMRZFieldInside(field, attributes, in: mrz, into: &findings) }
                    }
                }
            }
        }
        return findings
    }
}

/// An MRZ block as its rules read it: its format and lines, and its fields' attributes read
/// once for every rule.
package struct MRZBlock {
    let block: CaptureBlock
    let fields: [MRZFieldAttributes]
    let format: MRZStandard.Format
    /// The lines the block reads: its `lines` when that fits the format, else the format's.
    let lineCount: Int
    /// Its `lines` when that is not a number from 1 to the format's lines.
    let unfitLines: XMLAttribute?

    init(_ block: CaptureBlock, in version: VersionNode) {
        self.block = block
        fields = block.fields.map(MRZFieldAttributes.init)
        format = ModelFileChecks.mrzFormat(block, in: version, fields: fields)
        let formatLines = format.lines
        if let lines = block.tag[attribute: "lines"] {
            if let value = ModelFileChecks.MRZNumber.parse(lines.value), value <= formatLines {
                lineCount = value
                unfitLines = nil
            } else {
                lineCount = formatLines
                unfitLines = lines
            }
        } else {
            lineCount = formatLines
            unfitLines = nil
        }
    }
}

/// The attributes of an MRZ `<field>` its checks read, found in one pass over the tag (the
/// first of each name, as `tag[attribute:]` finds it).
package struct MRZFieldAttributes {
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
