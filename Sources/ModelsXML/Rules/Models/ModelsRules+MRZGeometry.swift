import Diagnostics

extension ModelsRules {
    public enum MRZGeometry: Rule, ModelRule {
        public static let description = RuleDescription(
            id: "models.mrz-geometry", severity: .error,
            summary:
                "An MRZ field lies outside its MRZ: a line past the line count or characters past the line length.",
            explanation: """
                What it checks: ICAO 9303 MRZs are TD1 3x30, TD2 2x36, TD3 2x44 (visas: MRV-B \
                2x36, MRV-A 2x44). The format of an MRZ block is its `type` (TD2/TD3), else its \
                `mrzType` (Type2/Type3), else the format whose standard positions its fields \
                take, ties going to the document: passports (PSP) TD3, everything else TD1 \
                (`Version type` is TD1 on every version of the vendor's files, passports \
                included, so it is not used). A number too large for any MRZ is reported too. \
                `lines="2"` narrows the line count. Each field needs `line` within the line count \
                and `starts + count - 1` within the line; `starts="??"`/`count="??"` (a position \
                that varies) is valid and skipped.

                Why it matters: the SDK cuts the field out of the line it read; past the end it \
                gets a short or empty value, and a check digit or a regex on it fails on every \
                genuine document.

                Fix: correct line, starts or count (the suggestion is the largest count that fits).
                """,
            nonTriggeringExamples: [
                mrz(
                    "      <MRZ>\n        <field id=\"LastName\" line=\"3\" starts=\"1\" count=\"30\"/>\n        <field id=\"FirstName\" line=\"3\" starts=\"??\" count=\"??\"/>\n      </MRZ>"
                ),
                mrz(
                    "      <MRZ>\n        <field id=\"Opt1\" line=\"2\" starts=\"29\" count=\"14\"/>\n      </MRZ>",
                    documentType: "PSP"),
            ],
            triggeringExamples: [
                mrz(
                    "      <MRZ type=\"TD2\">\n        <field id=\"Opt1\" line=\"2\" starts=\"29\" ↓count=\"14\"/>\n      </MRZ>",
                    documentType: "VIS"),
                mrz(
                    "      <MRZ>\n        <field id=\"Opt1\" ↓line=\"3\" starts=\"1\" count=\"9\"/>\n      </MRZ>",
                    documentType: "PSP"),
                mrz("      <MRZ>\n        <field id=\"Number\" line=\"1\" ↓starts=\"x\" count=\"9\"/>\n      </MRZ>"),
            ])

        /// A `lines` that does not fit the block's format.
        package static func visitMRZ(_ mrz: MRZBlock, into findings: inout [ModelFinding]) {
            guard let lines = mrz.unfitLines else { return }
            findings.append(
                ModelFinding(
                    description, at: lines,
                    "MRZ lines '\(lines.value)' must be a number from 1 to \(mrz.lineCount) for \(mrz.format.rawValue)")
            )
        }

        package static func visitMRZField(
            _ field: XMLStartTag, _ attributes: MRZFieldAttributes, in mrz: MRZBlock,
            into findings: inout [ModelFinding]
        ) {
            findings += Self.findings(field, attributes, format: mrz.format, lineCount: mrz.lineCount)
        }

        static func findings(
            _ field: XMLStartTag, _ attributes: MRZFieldAttributes, format: MRZStandard.Format, lineCount: Int
        ) -> [ModelFinding] {
            let rule = description
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
                guard let value = ModelFileChecks.MRZNumber.parse(attribute.value) else {
                    findings.append(
                        ModelFinding(
                            rule, at: attribute,
                            "MRZ field '\(name)' \(label) '\(attribute.value)' is not a positive number\(variable ? " or ??" : "")"
                        ))
                    return nil
                }
                guard value <= ModelFileChecks.MRZNumber.maximum else {
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
    }
}
