import Diagnostics

extension ModelsRules {
    public enum MRZFieldPosition: Rule, ModelRule {
        public static let description = RuleDescription(
            id: "models.mrz-field-position", severity: .error,
            summary: "An MRZ field lies inside its line but not where ICAO 9303 puts that field.",
            explanation: """
                What it checks: the format of each MRZ (TD1, TD2, TD3, MRV-A for a visa of TD3 \
                size, MRV-B for a visa of TD2 size) comes from `<MRZ type>` or `mrzType`, else \
                from where its fields sit (ties go to the document type: passports TD3, others \
                TD1). Fields named for a standard field (DocumentCode, Issuer, Nationality, \
                DateOfBirth, Gender, DateOfExpiry, LastName+FirstName) must take the positions \
                of ICAO 9303 Part 4 (TD3), Part 5 (TD1), Part 6 (TD2) or Part 7 (MRV-A, MRV-B); \
                DocumentCode may read its first character alone. A field that starts where the \
                optional data (or, outside TD1, the document number) starts must have its length: \
                optional data is 15 + 11 characters in TD1, 7 in TD2, 14 in TD3 (personal \
                number), 16 in MRV-A, 8 in MRV-B. Fields under other names may be parts of the \
                optional data that a country defines, and are checked only against the line.

                Why it matters: the SDK cuts each field out of the line at these positions. A \
                field too short loses characters of every genuine document; one too long reads a \
                check digit or the next field as data; one elsewhere reads another field.

                Fix: use the standard positions the message names (the suggestion is the count).
                """,
            nonTriggeringExamples: [
                mrz(
                    "      <MRZ>\n        <field id=\"DateOfBirth\" line=\"2\" starts=\"1\" count=\"6\"/>\n"
                        + "        <field id=\"Opt2\" line=\"2\" starts=\"19\" count=\"11\"/>\n      </MRZ>"),
                mrz(
                    "      <MRZ type=\"TD3\">\n        <field id=\"Opt1\" line=\"2\" starts=\"29\" count=\"16\"/>\n      </MRZ>",
                    documentType: "VIS"),
            ],
            triggeringExamples: [
                mrz(
                    "      <MRZ type=\"TD3\">\n        <field id=\"Opt1\" line=\"2\" starts=\"29\" ↓count=\"8\"/>\n      </MRZ>",
                    documentType: "VIS"),
                mrz("      <MRZ>\n        <field id=\"Opt2\" line=\"2\" starts=\"19\" ↓count=\"12\"/>\n      </MRZ>"),
                mrz(
                    "      <MRZ>\n        <field id=\"DateOfBirth\" line=\"2\" starts=\"1\" count=\"6\"/>\n"
                        + "        <field id=\"DateOfExpiry\" line=\"2\" ↓starts=\"8\" count=\"6\"/>\n      </MRZ>"),
            ])

        package static func visitMRZFieldInside(
            _ field: XMLStartTag, _ attributes: MRZFieldAttributes, in mrz: MRZBlock,
            into findings: inout [ModelFinding]
        ) {
            findings += Self.findings(field, attributes, format: mrz.format)
        }

        /// A field named for a standard field (DateOfBirth...) must take its standard positions;
        /// a field that starts where a standard field with a fixed length starts (optional
        /// data, the document number outside TD1) must not be shorter or longer than it.
        static func findings(_ field: XMLStartTag, _ attributes: MRZFieldAttributes, format: MRZStandard.Format)
            -> [ModelFinding]
        {
            guard let id = attributes.id?.value, let span = attributes.span else { return [] }
            let rule = description
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
                    span.line == standard.span.line && span.start == standard.span.start
                    ? String(standard.span.count) : nil
                let message =
                    "MRZ field '\(id)' is \(span.text), but the \(name) of the \(cite) is \(standard.span.text)"
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
                ? overrun(span, format: format)
                : "its last \(standard.span.count - span.count) characters are never read"
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
                if let check = field.checkDigit, check.line == span.line, check.start <= span.end,
                    check.start >= span.start
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
}
