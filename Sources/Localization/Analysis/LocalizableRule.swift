import Diagnostics

/// A rule over an app's Localizable tables: `LocalizableAnalyzer` walks the tables and their
/// keys once and asks every rule of `LocalizableRules.all` at each step; the rule decides and
/// words its own finding. Every step has an empty default, so a rule implements only the ones
/// it needs.
public protocol LocalizableRule: Rule {
    /// The whole app, before any table: findings about a file as a whole.
    static func checkFiles(_ app: AppLocalizations, _ context: LocalizableContext)
    /// Each table, before its keys.
    static func checkTable(_ table: LocalizableTable, _ context: LocalizableContext)
    /// Each entry of a table, in file order, duplicates included.
    static func checkKey(_ key: LocalizableKey, _ context: LocalizableContext)
    /// The whole app, after every table: findings across languages.
    static func checkLanguages(_ app: AppLocalizations, _ context: LocalizableContext)
}

extension LocalizableRule {
    public static func checkFiles(_ app: AppLocalizations, _ context: LocalizableContext) {}
    public static func checkTable(_ table: LocalizableTable, _ context: LocalizableContext) {}
    public static func checkKey(_ key: LocalizableKey, _ context: LocalizableContext) {}
    public static func checkLanguages(_ app: AppLocalizations, _ context: LocalizableContext) {}
}

/// One entry as the key rules see it, with what its table's language has elsewhere.
public struct LocalizableKey {
    public let entry: LocalizableEntry
    public let table: LocalizableTable
    /// False on a duplicate's later lines: key-level findings are made once per key.
    public let isFirstOccurrence: Bool
    /// The SDK's default text, or nil when the key is not in the catalog (the app's own text).
    public let sdkDefault: String?
    /// Every key written in any table of the language, even after a syntax error.
    public let writtenInLanguage: Set<String>
    /// The base language's effective entries (empty when this is the base language).
    public let base: [String: LocalizableEntry]
}

/// What a Localizable rule reads besides the tables, and where it reports.
public struct LocalizableContext {
    public let catalog: SDKCatalog
    /// The language the others are compared with (`--base`, default `en`).
    public let baseLanguage: String
    let locate: (String, Int?, Int?, String?) -> Location
    let sink: DiagnosticSink

    /// Where a finding on `entry`'s key (or, with `value`, on its value) is shown.
    public func at(_ table: LocalizableTable, _ entry: LocalizableEntry, value: Bool = false) -> Location {
        value
            ? locate(table.path, entry.valueLine, entry.valueColumn, entry.jsonPath)
            : locate(table.path, entry.line, entry.column, entry.jsonPath.map { _ in "strings." + entry.key })
    }

    public func at(_ key: LocalizableKey, value: Bool = false) -> Location { at(key.table, key.entry, value: value) }

    /// A place in a file given by path, line and column.
    public func at(_ path: String, line: Int?, column: Int?) -> Location { locate(path, line, column, nil) }

    public func report(_ rule: RuleDescription, at location: Location, _ message: String, suggestion: String? = nil) {
        sink.report(rule, at: location, message, suggestion: suggestion)
    }

    /// `'en', 'fr'`: languages as the messages list them.
    public static func list(_ languages: [String]) -> String {
        languages.map { "'\($0)'" }.joined(separator: ", ")
    }
}
