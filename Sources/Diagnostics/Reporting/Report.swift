/// The findings of one command over all its inputs, in input order.
public struct Report: Sendable {
    /// One checked input: what the user named, and what was found in it.
    public struct Input: Sendable {
        public var name: String
        public var diagnostics: [Diagnostic]
        /// Set when the input could not be read at all (exit status 3).
        public var unreadable: Bool

        public init(name: String, diagnostics: [Diagnostic], unreadable: Bool = false) {
            self.name = name
            self.diagnostics = Diagnostic.sortedForReport(diagnostics)
            self.unreadable = unreadable
        }
    }

    public var inputs: [Input]

    /// What a baseline (`--baseline`) took out of the report.
    public struct BaselineOutcome: Sendable {
        /// Findings the baseline recorded: not reported, not failing.
        public var absorbed: [Diagnostic]
        /// Baseline entries that matched nothing this time.
        public var stale: [Baseline.Entry]
    }

    /// Set when a baseline was applied.
    public var baseline: BaselineOutcome?

    public init(inputs: [Input]) {
        self.inputs = inputs
    }

    public var diagnostics: [Diagnostic] { inputs.flatMap(\.diagnostics) }

    /// The same report with a path shown under another name: a temporary copy of standard
    /// input is shown as `<stdin>`, not as where it was saved.
    public func showing(_ path: String, as name: String) -> Report {
        func rename(_ text: String) -> String {
            text == path ? name : (text.hasPrefix(path + "/") ? name + text.dropFirst(path.count) : text)
        }
        var copy = self
        for index in copy.inputs.indices {
            copy.inputs[index].name = rename(copy.inputs[index].name)
            for d in copy.inputs[index].diagnostics.indices {
                var location = copy.inputs[index].diagnostics[d].location
                location.file = rename(location.file)
                location.container = location.container.map(rename)
                copy.inputs[index].diagnostics[d].location = location
                copy.inputs[index].diagnostics[d].message = copy.inputs[index].diagnostics[d].message.replacingAll(
                    path, name)
            }
        }
        return copy
    }

    public func count(_ severity: Severity) -> Int {
        inputs.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == severity }.count }
    }

    public var hasUnreadableInput: Bool { inputs.contains(where: \.unreadable) }

    /// True when the report should fail a build: any error, or any warning under `strict`.
    public func fails(strict: Bool) -> Bool {
        diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }

    /// "2 errors, 1 warning and 0 notes in 1 input" / "no problems in 2 inputs".
    public var summary: String {
        let errors = count(.error)
        let warnings = count(.warning)
        let notes = count(.note)
        let inputsText = counted(inputs.count, "input")
        var text =
            errors + warnings + notes == 0
            ? "no problems found in \(inputsText)"
            : "\(counted(errors, "error")), \(counted(warnings, "warning")) and \(counted(notes, "note")) in \(inputsText)"
        if let baseline {
            let stale = baseline.stale.count
            text +=
                "; the baseline absorbed \(counted(baseline.absorbed.count, "finding")), "
                + (stale == 1 ? "1 entry" : "\(stale) entries") + " stale"
        }
        return text
    }
}
