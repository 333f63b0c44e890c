/// What a rule is: its stable id, default severity, one-line summary, the longer explanation
/// that `idv-res explain` prints, and examples that the test suite runs for every rule.
public struct RuleDescription: Sendable, Hashable {
    /// Stable, dotted, lower-case: `views.missing-token`. Never renamed once released.
    public let id: String
    public let severity: Severity
    /// One line: what the rule finds.
    public let summary: String
    /// Several paragraphs: what it checks, why it matters on the phone (what the SDK does
    /// silently), and how to fix it.
    public let explanation: String
    /// Inputs on which the rule must stay silent.
    public let nonTriggeringExamples: [RuleExample]
    /// Inputs on which the rule must report exactly at each `↓`.
    public let triggeringExamples: [RuleExample]

    public init(
        id: String,
        severity: Severity,
        summary: String,
        explanation: String,
        nonTriggeringExamples: [RuleExample] = [],
        triggeringExamples: [RuleExample]
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.explanation = explanation
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
    }

    /// The part of the id before the first dot: `views`, `models`, `zip`...
    public var category: String {
        String(id.prefix { $0 != "." })
    }

    public static func == (lhs: RuleDescription, rhs: RuleDescription) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A check that carries its own description. Each domain adds its own way of running
/// (over a document model, a views file, a bundle inventory...); the description is common.
/// `SendableMetatype`: the lists of rule types (`[any Rule.Type]`, and of each protocol
/// refining this one) are shared constants, safe from any thread.
public protocol Rule: SendableMetatype {
    static var description: RuleDescription { get }
}
