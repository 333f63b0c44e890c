/// `path:line:col: error: message [rule]`, the form Xcode, editors and CI annotate, and a
/// summary line. ANSI colour only when asked (the CLI asks on a TTY without `NO_COLOR`).
public struct TextReporter: Reporter {
    public var colored: Bool
    /// At most this many findings per file, then one line counting the rest (nil: all).
    public var limit: PerFileLimit?

    /// `count` findings a file at most; `showAll` ends the line that counts the rest (how
    /// to see them: the caller names its own option).
    public struct PerFileLimit: Sendable {
        public var count: Int
        public var showAll: String

        public init(count: Int, showAll: String) {
            self.count = count
            self.showAll = showAll
        }
    }

    public init(colored: Bool, limit: PerFileLimit? = nil) {
        self.colored = colored
        self.limit = limit
    }

    public func render(_ report: Report) -> String {
        var out = ""
        // Findings are sorted by path: a file's are consecutive.
        var file: String?
        var shown = 0
        var hidden: [Severity: Int] = [:]
        func countHidden() {
            guard let file, let limit, !hidden.isEmpty else { return }
            let total = hidden.values.reduce(0, +)
            let kinds = Severity.allCases.reversed().compactMap { severity in
                hidden[severity].map { counted($0, severity.rawValue) }
            }
            out +=
                "\(paint(file.escapingControlCharacters, "1")): \(counted(total, "more finding", "more findings")) "
                + "not shown (\(kinds.joined(separator: ", "))); \(limit.showAll)\n"
        }
        for diagnostic in report.diagnostics {
            if let limit {
                let path = diagnostic.location.displayPath
                if path != file {
                    countHidden()
                    (file, shown, hidden) = (path, 0, [:])
                }
                guard shown < limit.count else {
                    hidden[diagnostic.severity, default: 0] += 1
                    continue
                }
                shown += 1
            }
            out += line(for: diagnostic) + "\n"
        }
        countHidden()
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
