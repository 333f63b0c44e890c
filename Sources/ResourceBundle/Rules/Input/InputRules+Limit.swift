import Diagnostics
import ModelsXML

extension InputRules {
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
                    settings: [.limit(.maxAttributes, "2"), .limit(.maxDepth, "2")])
            ],
            triggeringExamples: [
                RuleExample(
                    "widget.xml",
                    "<facephi-widget-conf version=\"1.3\">\n  ↓<view name=\"a\" type=\"b\" x=\"1\"/>\n</facephi-widget-conf>\n",
                    settings: [.limit(.maxAttributes, "2")]),
                RuleExample(
                    "widget.xml",
                    "<facephi-widget-conf version=\"1.3\">\n  <a>\n    ↓<b/>\n  </a>\n</facephi-widget-conf>\n",
                    settings: [.limit(.maxDepth, "2")]),
                RuleExample(
                    "strings/strings.xml", "<translations>\n  <token name=\"a\">01↓23456789</token>\n</translations>\n",
                    settings: [.limit(.maxLineLength, "20")]),
            ]
        )

        /// `path` declares `size` bytes, past `limit` (`limitName`: how a user sets it).
        static func tooBig(
            _ path: String, size: UInt64, limit: UInt64, limitName: String, at location: Location
        ) -> Diagnostic {
            Diagnostic(
                description, at: location,
                "\(path) is \(size) bytes, over the \(RegularFile.describe(limit)) "
                    + "file size limit (\(limitName)): refused before reading")
        }

        /// A scan before any parser found the bytes past a limit.
        static func exceeded(_ violation: InputLimitScan.Violation, at location: Location) -> Diagnostic {
            Diagnostic(description, at: location, violation.message + ": refused before parsing")
        }
    }
}
