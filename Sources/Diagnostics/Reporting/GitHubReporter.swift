/// GitHub Actions workflow commands: `::error file=x,line=1,col=2,title=rule::message`, which
/// the Actions runner turns into annotations on the pull request.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: Report) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            var properties = ["file=" + Self.escapeProperty(diagnostic.location.displayPath)]
            if let line = diagnostic.location.line {
                properties.append("line=\(line)")
                if let column = diagnostic.location.column { properties.append("col=\(column)") }
            }
            properties.append("title=" + Self.escapeProperty(diagnostic.ruleID))
            out += "::\(Self.command(diagnostic.severity)) \(properties.joined(separator: ","))::\(Self.escapeData(diagnostic.message))\n"
        }
        out += report.summary + "\n"
        return out
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// The runner's escaping for a message: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        text.escaping(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Property values also escape `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        text.escaping(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}

extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
