import Diagnostics

extension ModelsRules {
    public enum MRZFieldPosition: Rule {
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
    }
}
