import Diagnostics

/// Rules about XML as XML: well-formedness and the untrusted-input policy.
public enum XMLRules {
    public static let all: [RuleDescription] = [Malformed.description, Doctype.description]

    /// Reports a libxml2 problem at its location.
    public static func report(_ issue: XMLParseIssue, at location: Location, into sink: DiagnosticSink) {
        var issueLocation = location
        issueLocation.line = issue.line
        issueLocation.column = issue.column
        switch issue.kind {
        case .malformed: sink.report(Malformed.description, at: issueLocation, "malformed XML: \(issue.message)")
        case .doctype: sink.report(Doctype.description, at: issueLocation, issue.message)
        }
    }

    public enum Malformed: Rule {
        public static let description = RuleDescription(
            id: "xml.malformed",
            severity: .error,
            summary: "An XML file is not well-formed or not readable in its encoding.",
            explanation: """
                What it checks: every XML file of the bundle (widget.xml, strings/*.xml, \
                documents/*.xml) is parsed by libxml2; the first error it meets (an unclosed \
                tag, a bad character, invalid UTF-8, nesting deeper than 256 levels) is reported \
                where libxml2 found it.

                Why it matters: the SDK does not report parse errors to the user. A malformed \
                widget.xml falls back to the built-in look; a malformed strings file drops every \
                text of that language; a malformed document model never matches a document.

                Fix: correct the XML at the reported line and column (often an unescaped `&` or \
                `<` in a text, or a missing closing tag).
                """,
            nonTriggeringExamples: [
                RuleExample("strings/strings.xml", "<translations><token id=\"a\">A &amp; B</token></translations>\n")
            ],
            triggeringExamples: [
                RuleExample(
                    "strings/strings.xml",
                    "<translations>\n<token id=\"a\">A</token>\n<token id=\"b\">B</toen>↓\n</translations>\n"),
                RuleExample("strings/strings.xml", "<translations><token id=\"a\">A &↓ B</token></translations>\n"),
            ]
        )
    }

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
    }
}
