import Diagnostics
import ResourceBundle
import RuleCatalog

/// `idv-res explain RULE`: what it checks, why it matters on the phone, the fix, examples.
enum ExplainCommand: CLICommand {
    struct Options: CommandOptions {
        let rule = Argument<String>(
            "rule", help: "A rule id, as printed in brackets after each finding.", completions: { RuleRegistry.ids })
    }

    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain a rule: what it checks, why it matters, how to fix it, with examples.",
        exitCodes: [.success, .usage]
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        let id = arguments[\.rule]
        guard let rule = RuleRegistry.rule(id) else {
            throw UsageError(
                message: "unknown rule '\(id)'"
                    + Suggestions.didYouMean(Suggestions.closest(to: id, in: RuleRegistry.ids))
                    + " ('idv-res rules' lists them)", command: spec.name)
        }
        var out = "\(rule.id) (\(rule.severity.rawValue))\n\n\(rule.summary)\n\n\(rule.explanation)\n"
        out += "\n" + FixableRules.explanation(of: rule.id) + "\n"
        func show(_ title: String, _ examples: [RuleExample]) {
            guard !examples.isEmpty else { return }
            out += "\n\(title):\n"
            for example in examples {
                if let archive = example.archive {
                    out += "  zip entries: " + archive.map(\.described).joined(separator: ", ") + "\n"
                }
                for (path, _) in example.archives.sorted(by: { $0.key < $1.key }) {
                    out += "  --- \(path) (a zip)\n"
                }
                // A project tree (doctor) shows the files that carry a mark; the others are named.
                let files = example.files.sorted(by: { $0.key < $1.key })
                let isTree = files.count > 3
                let unmarked = isTree ? files.filter { !$0.value.contains(ExampleMarkers.marker) }.map(\.key) : []
                if !unmarked.isEmpty {
                    out += "  (other files: " + unmarked.joined(separator: ", ") + ")\n"
                }
                for (path, text) in files where !unmarked.contains(path) {
                    out += "  --- \(path)\n"
                    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
                        text.hasSuffix("\n") ? 1 : 0)
                    {
                        out += "  | \(line)\n"
                    }
                }
                let arguments = ExampleCommandLine.arguments(example)
                if example.command != "validate" || !arguments.isEmpty {
                    out += "  $ " + (["idv-res", example.command] + arguments).joined(separator: " ") + "\n"
                }
            }
        }
        show("Triggering examples (↓ marks where it is reported)", rule.triggeringExamples)
        show("Non-triggering examples", rule.nonTriggeringExamples)
        io.out(out)
        return .success
    }
}
