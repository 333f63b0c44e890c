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
    /// Report order: by path, then line, then column, then rule (stable). Each path is built
    /// once, not once per comparison: a report of thousands of findings sorted in a few ms.
    public static func sortedForReport(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let paths = diagnostics.map(\.location.displayPath)
        let places = diagnostics.map { (line: $0.location.line ?? 0, column: $0.location.column ?? 0) }
        let order = diagnostics.indices.sorted { a, b in
            if paths[a] != paths[b] { return paths[a] < paths[b] }
            if places[a].line != places[b].line { return places[a].line < places[b].line }
            if places[a].column != places[b].column { return places[a].column < places[b].column }
            if diagnostics[a].ruleID != diagnostics[b].ruleID { return diagnostics[a].ruleID < diagnostics[b].ruleID }
            return a < b
        }
        return order.map { diagnostics[$0] }
    }
}
