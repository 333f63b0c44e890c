import Diagnostics
import ResourceBundle
import RuleCatalog

/// `idv-res rules`: every rule with its severity and summary.
enum RulesCommand: CLICommand {
    struct Options: CommandOptions {
        let format = Option(
            "--format", valueName: "format", help: "Output format.", defaultValue: ListingFormat.text)
    }

    static let spec = CommandSpec(
        name: "rules",
        abstract: "List every rule: id, default severity, summary.",
        exitCodes: [.success, .usage]
    )

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws -> ExitStatus {
        if arguments[\.format] == .json {
            let list = JSONOutput.array(
                RuleRegistry.all.map { rule in
                    .object([
                        ("id", .string(rule.id)), ("severity", .string(rule.severity.rawValue)),
                        ("summary", .string(rule.summary)),
                    ])
                })
            io.out(list.render() + "\n")
            return .success
        }
        let width = (RuleRegistry.all.map(\.id.count).max() ?? 0) + 2
        for rule in RuleRegistry.all {
            let id = rule.id + String(repeating: " ", count: width - rule.id.count)
            let severity = rule.severity.rawValue + String(repeating: " ", count: 9 - rule.severity.rawValue.count)
            io.out("\(id)\(severity)\(rule.summary)\n")
        }
        io.out("\n\(RuleRegistry.all.count) rules. 'idv-res explain RULE' tells more.\n")
        return .success
    }
}
