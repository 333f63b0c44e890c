import Diagnostics

extension InputRules {
    public enum UnreadableEntry: Rule {
        public static let description = RuleDescription(
            id: "input.unreadable-entry",
            severity: .error,
            summary: "A file inside the bundle cannot be read (corrupt data, or over the size limit).",
            explanation: """
                What it checks: every file a check needs is read in full (a file over the file \
                size limit is reported as `input.limit` before it is read; this reports data \
                that turns out larger than its zip entry declared, or cannot be inflated).

                Why it matters: the SDK reads the same bytes; a file that cannot be read is a \
                file the SDK does not have.

                Fix: re-create the zip from the original files (`idv-res pack`).
                """,
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [
                        ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf version=\"1.3\"/>\n", damage: [.crc])
                    ], expected: [Location(file: "widget.xml")])
            ]
        )

        /// The entry at `path` could not be read (`why`: the reader's reason).
        static func report(_ path: String, _ why: String, at location: Location, _ sink: DiagnosticSink) {
            sink.report(description, at: location, "cannot read \(path): \(why)")
        }

        /// An entry could not be read or written; the error says which and why.
        static func finding(at location: Location, error: any Error) -> Diagnostic {
            Diagnostic(description, at: location, "\(error)")
        }
    }
}
