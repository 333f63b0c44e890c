import Diagnostics

/// Rules about the inputs themselves: could they be read at all.
public enum InputRules {
    public static let all: [RuleDescription] = [
        Unreadable.description, UnreadableEntry.description, NothingToCheck.description, Limit.description,
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
                RuleExample([:], arguments: ["{input}/missing.zip"], expected: [Location(file: "missing.zip")])
            ]
        )
    }

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
    }

    public enum Limit: Rule {
        public static let description = RuleDescription(
            id: "input.limit",
            severity: .error,
            summary:
                "A file is past a sane limit (size, line length, attributes per element, nesting depth) and was not read.",
            explanation: """
                What it checks: before any parser runs, one linear pass over each XML and \
                `.strings` file measures its lines, the attributes of each XML element and how \
                deep elements nest; every file's size is checked before it is read. Defaults: \
                64 MiB per file, 262144-byte lines, 256 attributes, 64 levels (real resources \
                files have at most 19 attributes, 7 levels and lines under 1 KB).

                Why it matters: a file past these limits is no resource an SDK ships but a \
                mistake or an attack: libxml2 checks duplicate attributes in quadratic time \
                (100,000 attributes on one element cost seconds), and deep or huge files cost \
                memory. The file is refused, at the place it went past the limit, and its other \
                checks are skipped.

                Fix: repair the file. If a real file needs more, raise the limit: \
                `--max-file-size 128M`, `--max-line-length`, `--max-attributes`, `--max-depth`, \
                or the `limits` object of `.idv-res.json` \
                (`{"limits": {"maxFileSize": "128M", "maxLineLength": 1048576, "maxAttributes": 512, "maxDepth": 100}}`). \
                libxml2 refuses nesting deeper than 256 whatever the limit says.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "widget.xml",
                    "<facephi-widget-conf version=\"1.3\">\n  <view name=\"a\" type=\"b\"/>\n</facephi-widget-conf>\n",
                    arguments: ["--max-attributes", "2", "--max-depth", "2"])
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    "<facephi-widget-conf version=\"1.3\">\n  ↓<view name=\"a\" type=\"b\" x=\"1\"/>\n</facephi-widget-conf>\n",
                    arguments: ["--max-attributes", "2"]),
                RuleExample(
                    "widget.xml",
                    "<facephi-widget-conf version=\"1.3\">\n  <a>\n    ↓<b/>\n  </a>\n</facephi-widget-conf>\n",
                    arguments: ["--max-depth", "2"]),
                RuleExample(
                    "strings/strings.xml", "<translations>\n  <token name=\"a\">01↓23456789</token>\n</translations>\n",
                    arguments: ["--max-line-length", "20"]),
            ]
        )
    }
}
