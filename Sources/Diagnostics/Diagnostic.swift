/// One finding: which rule, how severe, where, and what to say.
public struct Diagnostic: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var location: Location
    /// One line, naming the thing that is wrong; may end with "did you mean 'x'?".
    public var message: String
    /// The replacement value a tool could apply (`src2`), when there is one.
    public var suggestion: String?
    /// The text of the line the finding is on, for its fingerprint (filled in after the checks
    /// ran, from the bytes they read; nil without a line).
    public var sourceLine: String?

    public init(ruleID: String, severity: Severity, location: Location, message: String, suggestion: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.suggestion = suggestion
    }

    /// A finding of `rule` at its default severity.
    public init(_ rule: RuleDescription, at location: Location, _ message: String, suggestion: String? = nil) {
        self.init(
            ruleID: rule.id, severity: rule.severity, location: location, message: message, suggestion: suggestion)
    }
}

extension Diagnostic {
    /// Report order: by path, then line, then column, then rule.
    public static func sortedForReport(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let l = a.element.location
            let r = b.element.location
            if l.displayPath != r.displayPath { return l.displayPath < r.displayPath }
            if (l.line ?? 0) != (r.line ?? 0) { return (l.line ?? 0) < (r.line ?? 0) }
            if (l.column ?? 0) != (r.column ?? 0) { return (l.column ?? 0) < (r.column ?? 0) }
            if a.element.ruleID != b.element.ruleID { return a.element.ruleID < b.element.ruleID }
            return a.offset < b.offset
        }.map(\.element)
    }
}
