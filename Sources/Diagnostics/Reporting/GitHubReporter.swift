/// GitHub Actions workflow commands: `::error file=x,line=1,col=2,title=rule::message`, which
/// the Actions runner turns into annotations on the pull request. GitHub shows only a few
/// annotations per step: errors come first, and notes are left out unless asked for.
public struct GitHubReporter: Reporter {
    public var annotateNotes: Bool

    public init(annotateNotes: Bool = false) {
        self.annotateNotes = annotateNotes
    }

    /// The findings to annotate, errors first, then warnings, then (when asked) notes.
    public func annotated(_ report: Report) -> [Diagnostic] {
        let shown = report.diagnostics.filter { annotateNotes || $0.severity != .note }
        return Severity.allCases.reversed().flatMap { severity in shown.filter { $0.severity == severity } }
    }

    public func render(_ report: Report) -> String {
        var out = ""
        for diagnostic in annotated(report) {
            var properties = ["file=" + Self.escapeProperty(diagnostic.location.displayPath)]
            if let line = diagnostic.location.line {
                properties.append("line=\(line)")
                if let column = diagnostic.location.column { properties.append("col=\(column)") }
            }
            properties.append("title=" + Self.escapeProperty(diagnostic.ruleID))
            out +=
                "::\(Self.command(diagnostic.severity)) \(properties.joined(separator: ","))::\(Self.escapeData(diagnostic.message))\n"
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
    /// Every `target` replaced, compared as UTF-8 bytes: a baseline makes a fingerprint of each
    /// finding with it, where splitting by Character cost most of `upgrade`'s baseline.
    func replacingAll(_ target: String, _ replacement: String) -> String {
        let needle = Array(target.utf8)
        guard let first = needle.first, utf8.count >= needle.count else { return self }
        let bytes = Array(utf8)
        var out: [UInt8] = []
        var copied = 0
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) {
                out += bytes[copied..<index]
                out += replacement.utf8
                index += needle.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return self }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }
}
