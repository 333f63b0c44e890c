import Diagnostics

/// Every rule idv-res has, in one list: `idv-res rules`, `explain`, SARIF rule metadata,
/// configuration checks and the rule example tests all read it. The list of rule types is
/// generated at build time from the rule files' names (`Sources/<Module>/Rules/<Domain>/`,
/// Plugins/RuleLists); this module sits above every module that has rules, so it sees them all.
public enum RuleRegistry {
    public static let all: [RuleDescription] = types.map { $0.description }.sorted { $0.id < $1.id }

    public static func rule(_ id: String) -> RuleDescription? {
        all.first { $0.id == id }
    }

    public static var ids: [String] { all.map(\.id) }

    /// The rules of some categories (the id before the first dot: `views`, `models`...).
    public static func rules(in categories: String...) -> [RuleDescription] {
        all.filter { categories.contains($0.category) }
    }
}
