import Diagnostics

/// Rules about what document models mean: MRZ fields against ICAO 9303, regex capture
/// groups, output field names.
extension ModelRules {
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

    public enum CaptureGroup: Rule {
        public static let description = RuleDescription(
            id: "models.capture-group", severity: .error,
            summary: "An ML value uses $N beyond the capture groups its regex defines.",
            explanation: """
                What it checks: in `findLineMatch*`, `matchIfValid*` and the other instructions \
                with a `regex`, every `$N` of `value` (`value1`...) names a group of the regex. \
                Groups are counted as ICU counts them: `(?:...)`, lookarounds `(?=` `(?!` `(?<=` \
                `(?<!`, flag groups, escaped parentheses `\\(` and parentheses inside a character \
                class do not capture; a named group `(?<name>...)` does. As in ICU, `$12` with \
                fewer than 12 groups is `$1` followed by `2`.

                Why it matters: a group that does not exist is empty, so that part of the value \
                is always missing: a document number `1.234.567-` without its check character \
                (the real case: `value="($1).($2).($3)-($4)"` on a regex of three groups).

                Fix: add the missing group to the regex, or drop the reference.
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineMatch dst=\"d\" regex=\"(?:DNI)?\\(([0-9]{2})[(]([0-9]{2})\" value=\"($1)/($2)\"/>\n"
                        + "          <assignField src=\"d\" field=\"X\"/>")
            ],
            triggeringExamples: [
                program(
                    "          <findLineMatch dst=\"d\" regex=\"([0-9]{3})\\.([0-9]{3})\" ↓value=\"($1).($2)-($3)\"/>\n"
                        + "          <assignField src=\"d\" field=\"X\"/>")
            ])
    }

    public enum FieldNameSlip: Rule {
        public static let description = RuleDescription(
            id: "models.field-name", severity: .warning,
            summary:
                "An output field name differs only in case, spaces or one letter from a name the bundle's models use more.",
            explanation: """
                What it checks: the names models publish results under (`assignField field=`, \
                `assignResult field=`, `<field id=>` of MRZ, barcode, table and ML blocks), \
                across all model files of the bundle. A name that differs from another only in \
                case or spaces (`Lastname`, `Date Of Birth`, `END` beside `End`) is \
                reported against the one in the house style (PascalCase); a name one lowercase \
                letter away from a name used at least three times as often (`DateOdBirth`, \
                `DateOfExpity`, `Heigth`) against that name. Digits and capitals are codes \
                (`Opt1`/`Opt2`, `ClassB`/`ClassC`), a trailing s a plural, another first letter \
                another word (`Weight`/`Height`): those are not reported.

                Why it matters: the app reads results by name. A model that publishes the date \
                of expiry as `DateOfExpity` gives the app nothing under `DateOfExpiry`, for that \
                one document model only, which no test on other documents shows.

                Fix: rename the field to the suggested name.
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineContent dst=\"a\" content=\"A\"/>\n"
                        + "          <assignField src=\"a\" field=\"Weight\"/>\n          <assignField src=\"a\" field=\"Height\"/>"
                )
            ],
            triggeringExamples: [
                program(
                    "          <findLineContent dst=\"a\" content=\"A\"/>\n"
                        + "          <assignField src=\"a\" field=\"DateOfExpiry\"/>\n          <assignField src=\"a\" field=\"DateOfExpiry\"/>\n"
                        + "          <assignField src=\"a\" field=\"DateOfExpiry\"/>\n          <assignField src=\"a\" ↓field=\"DateOfExpity\"/>\n"
                        + "          <assignField src=\"a\" ↓field=\"Date Of Expiry\"/>")
            ])
    }
}
