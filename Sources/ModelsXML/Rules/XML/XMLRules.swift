import Diagnostics

/// Rules about XML as XML: well-formedness and the untrusted-input policy.
public enum XMLRules {
    /// Reports a libxml2 problem at its location, through the rule of its kind.
    public static func report(_ issue: XMLParseIssue, at location: Location, into sink: DiagnosticSink) {
        var issueLocation = location
        issueLocation.line = issue.line
        issueLocation.column = issue.column
        switch issue.kind {
        case .malformed: Malformed.report(issue, at: issueLocation, into: sink)
        case .doctype: Doctype.report(issue, at: issueLocation, into: sink)
        }
    }
}
