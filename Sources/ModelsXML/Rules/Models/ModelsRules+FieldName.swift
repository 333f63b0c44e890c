import Diagnostics

extension ModelsRules {
    public enum FieldName: Rule, ModelRule {
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

        package static func visitModelSet(_ models: ModelSet, into diagnostics: inout [Diagnostic]) {
            diagnostics += findings(models.outputNames, counts: models.outputNameCounts, location: models.location)
        }

        /// Each use, in every model file of the bundle, of a field name that is a slip of a more
        /// common one; `location` places a use (path, line, column).
        public static func findings(
            _ files: [(path: String, uses: [OutputFieldNames.Use])], counts: [String: Int],
            location: (String, Int, Int) -> Location
        ) -> [Diagnostic] {
            let slips = OutputFieldNames.slips(counts)
            guard !slips.isEmpty else { return [] }
            var findings: [Diagnostic] = []
            for file in files {
                for use in file.uses {
                    guard let meant = slips[use.name] else { continue }
                    findings.append(
                        Diagnostic(
                            description, at: location(file.path, use.attribute.line, use.attribute.column),
                            "output field '\(use.name)' (\(counts[use.name]!) in the bundle's models) is not '\(meant)' "
                                + "(\(counts[meant]!)): an app reading '\(meant)' gets nothing from this model; did you mean '\(meant)'?",
                            suggestion: meant))
                }
            }
            return findings
        }
    }
}
