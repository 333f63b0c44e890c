import Diagnostics

/// Rules about XML as XML: well-formedness and the untrusted-input policy.
public enum XMLRules {
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
}
