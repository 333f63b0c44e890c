import Diagnostics

extension ModelsRules {
    public enum FieldName: Rule {
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
