import Diagnostics

/// Rules about the inputs themselves: could they be read at all.
public enum InputRules {
    public static let all: [RuleDescription] = [
        Unreadable.description, UnreadableEntry.description, NothingToCheck.description,
    ]

    public enum Unreadable: Rule {
        public static let description = RuleDescription(
            id: "input.unreadable",
            severity: .error,
            summary: "An input named on the command line cannot be read (missing, unreadable, or not a zip).",
            explanation: """
                What it checks: every path given to a command exists and opens as what the \
                command expects (a zip, a directory, or a file of a known kind).

                Why it matters: a CI step that lints nothing must not pass. The command exits \
                with status 3 when any input could not be read, whatever else it found.

                Fix: check the path, and that a `.zip` really is a zip archive (not an HTML error \
                page saved under that name).
                """,
            triggeringExamples: [
                RuleExample([:], arguments: ["{input}/missing.zip"], expected: [Location(file: "missing.zip")]),
            ]
        )
    }

    public enum UnreadableEntry: Rule {
        public static let description = RuleDescription(
            id: "input.unreadable-entry",
            severity: .error,
            summary: "A file inside the bundle cannot be read (corrupt data, or over the size limit).",
            explanation: """
                What it checks: every file a check needs is read in full, within the read limit \
                (64 MiB per XML or JSON file).

                Why it matters: the SDK reads the same bytes; a file that cannot be read is a \
                file the SDK does not have.

                Fix: re-create the zip from the original files (`idv-res pack`).
                """,
            triggeringExamples: [
                RuleExample([:], archive: [
                    ArchiveEntryRecipe("widget.xml", "<facephi-widget-conf version=\"1.3\"/>\n", damage: ["crc"]),
                ], expected: [Location(file: "widget.xml")]),
            ]
        )
    }
}
