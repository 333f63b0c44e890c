/// `path:line:col: error: message [rule]`, the form Xcode, editors and CI annotate, and a
/// summary line. ANSI colour only when asked (the CLI asks on a TTY without `NO_COLOR`).
public struct TextReporter: Reporter {
    public var colored: Bool

    public init(colored: Bool) {
        self.colored = colored
    }

    public func render(_ report: Report) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            out += line(for: diagnostic) + "\n"
        }
        // When nothing could be read, the one line per input says it all.
        if !report.inputs.allSatisfy(\.unreadable) {
            out += paint(report.summary, report.fails(strict: false) ? "1" : "0") + "\n"
        }
        return out
    }

    public func line(for diagnostic: Diagnostic) -> String {
        let severity = paint(diagnostic.severity.rawValue + ":", color(for: diagnostic.severity))
        var location = diagnostic.location.description
        if let jsonPath = diagnostic.location.jsonPath, diagnostic.location.line == nil {
            location += " (\(jsonPath))"
        }
        // Names and values quoted from the input stay on this one line.
        let message = diagnostic.message.escapingControlCharacters
        return
            "\(paint(location.escapingControlCharacters, "1")): \(severity) \(message) \(paint("[\(diagnostic.ruleID)]", "2"))"
    }

    private func color(for severity: Severity) -> String {
        switch severity {
        case .error: "1;31"
        case .warning: "1;33"
        case .note: "1;36"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
