/// Collects the findings of one input. Checks append; nobody prints from here.
/// Not shared between threads: each input being checked has its own sink.
public final class DiagnosticSink {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public func report(_ rule: RuleDescription, at location: Location, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(rule, at: location, message, suggestion: suggestion))
    }

    public func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
