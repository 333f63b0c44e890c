/// Turns a report into text for one audience. Reporters only format: they never decide
/// what is a finding.
public protocol Reporter {
    func render(_ report: Report) -> String
}

/// The formats `--format` accepts.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case github

    public func reporter(
        colored: Bool, rules: [RuleDescription], toolVersion: String,
        invocation: SARIFInvocation? = nil, rulesDocumentation: String? = nil
    ) -> Reporter {
        switch self {
        case .text: TextReporter(colored: colored)
        case .json: JSONReporter(toolVersion: toolVersion)
        case .sarif:
            SARIFReporter(
                rules: rules, toolVersion: toolVersion, invocation: invocation,
                rulesDocumentation: rulesDocumentation ?? SARIFReporter.rulesDocumentationURI)
        case .github: GitHubReporter()
        }
    }
}
