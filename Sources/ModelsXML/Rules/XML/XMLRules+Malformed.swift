import Diagnostics

extension XMLRules {
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

        /// A libxml2 well-formedness error, at its place.
        static func report(_ issue: XMLParseIssue, at location: Location, into sink: DiagnosticSink) {
            sink.report(description, at: location, "malformed XML: \(issue.message)")
        }

        /// A reader's well-formedness error whose message is already complete (XLIFF import).
        public static func finding(_ message: String, at location: Location) -> Diagnostic {
            Diagnostic(description, at: location, message)
        }

        /// The message of an XLIFF `<file>` whose language nothing names (a caller may say how to name it).
        public static let noTargetLanguage = "the XLIFF <file> has no target-language"

        /// An XLIFF `<file>` whose language nothing names.
        public static func noTargetLanguage(at location: Location) -> Diagnostic {
            Diagnostic(description, at: location, noTargetLanguage)
        }
    }
}
