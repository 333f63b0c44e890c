import Diagnostics

extension XMLRules {
    public enum Doctype: Rule {
        public static let description = RuleDescription(
            id: "xml.doctype",
            severity: .error,
            summary: "An XML file declares a DOCTYPE; it is refused and nothing after it is read.",
            explanation: """
                What it checks: resource XML never needs a document type declaration. A DOCTYPE \
                is how external entities (XXE: reading local files or URLs) and entity expansion \
                ("billion laughs") attacks work, so idv-res refuses any, without loading a DTD, \
                resolving an entity or touching the network.

                Why it matters: the SDK's own parser may expand what idv-res refuses; a zip that \
                carries such a file is either broken or hostile.

                Fix: delete the `<!DOCTYPE ...>` block and any `&name;` entity references (use \
                `&#10;`-style character references instead).
                """,
            nonTriggeringExamples: [
                RuleExample("strings/strings.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<translations/>\n")
            ],
            triggeringExamples: [
                RuleExample(
                    "strings/strings.xml",
                    "<?xml version=\"1.0\"?>\n↓<!DOCTYPE t [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<translations><token id=\"a\">&x;</token></translations>\n"
                ),
                RuleExample(
                    "strings/strings.xml",
                    "<?xml version=\"1.0\"?>\n<!-- a comment first -->  ↓<!DOCTYPE translations SYSTEM \"http://example.com/t.dtd\">\n<translations/>\n"
                ),
            ]
        )

        /// A DOCTYPE the untrusted-input policy refuses, at its place.
        static func report(_ issue: XMLParseIssue, at location: Location, into sink: DiagnosticSink) {
            sink.report(description, at: location, issue.message)
        }
    }
}
