import Diagnostics

extension ZipRules {
    public enum CRCMismatch: Rule {
        public static let description = RuleDescription(
            id: "zip.crc-mismatch",
            severity: .error,
            summary: "An entry's data does not match its CRC-32: it is damaged.",
            explanation: """
                What it checks: every entry is decompressed in full and its CRC-32 compared \
                with the one the zip records (what `unzip -t` does).

                Why it matters: a damaged entry reads as an error or as wrong bytes; the SDK \
                then shows a blank image or ignores the file, with no message.

                Fix: get the original files again and re-pack; a damaged zip is often a \
                download or a copy cut short.
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.crc])],
                    expected: [Location(file: "strings/strings.xml")])
            ]
        )

        /// The entry at `path` failed its CRC-32 check while being read.
        static func finding(_ path: String, at location: Location) -> Diagnostic {
            Diagnostic(description, at: location, "'\(path)' fails its CRC-32 check: its data is damaged")
        }
    }
}
