import Diagnostics

extension XLIFFRules {
    public enum OtherFile: Rule, XLIFFRule {
        public static let description = RuleDescription(
            id: "xliff.other-file",
            severity: .note,
            summary: "An XLIFF <file> is not a Localizable.strings; its units are not imported.",
            explanation: """
                What it checks: on `strings --import`, each `<file original>` of the XLIFF. Units go \
                to the file they came from, and idv-res writes only `Localizable.strings` (the SDK's \
                table). Units of `InfoPlist.strings`, storyboards or other tables are counted in one \
                note per file and never merged into Localizable.strings.

                Why it matters: an Xcode export holds every localizable file of the app; merging \
                them all into one table would add keys the SDK never reads and hide the real ones.

                Fix: nothing to fix when the XLIFF came from Xcode: import it with Xcode (Product > \
                Import Localizations) for the app's other files.
                """,
            nonTriggeringExamples: [
                example(
                    "<trans-unit id=\"selphid_component_tip_title\"><source>Photo</source><target>Photo</target></trans-unit>"
                )
            ],
            triggeringExamples: [
                RuleExample(
                    [
                        strings: existing,
                        "fr.xliff": """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
                        ↓<file original="App/en.lproj/InfoPlist.strings" source-language="en" target-language="fr"><body>
                        <trans-unit id="CFBundleName"><source>Demo</source><target>Démo</target></trans-unit>
                        </body></file>
                        </xliff>

                        """,
                    ], command: "strings", settings: importSettings, arguments: importArguments)
            ]
        )

        /// One note for all the units of a `<file>` the target does not take; none when it
        /// has no unit.
        public static func checkRefusedFile(_ file: XLIFFImport.File, reason: String, _ context: XLIFFContext) {
            let count = file.units.count + file.refused.count
            guard count > 0 else { return }
            context.report(
                description, at: context.location,
                "\(count == 1 ? "1 translated unit" : "\(count) translated units") of '\(file.original ?? "(no original)")' not imported: \(reason)"
            )
        }
    }
}
