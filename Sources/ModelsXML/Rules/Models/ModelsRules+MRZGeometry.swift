import Diagnostics

extension ModelsRules {
    public enum MRZGeometry: Rule {
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
    }
}
