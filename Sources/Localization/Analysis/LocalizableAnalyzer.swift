import Diagnostics
import Foundation

/// The walk every Localizable rule shares: the app's files, each table and its entries, then
/// the languages together, asking each rule of `rules` at every step (see `LocalizableRule`).
/// It builds no finding. Knows nothing of how the files were found: `locate` turns a path
/// inside the input into a reported location.
public struct LocalizableAnalyzer {
    public var catalog: SDKCatalog
    /// The language the others are compared with (`--base`, default `en`).
    public var baseLanguage: String
    public var locate: (String, Int?, Int?, String?) -> Location
    /// In the order their findings on one key are made.
    public var rules: [any LocalizableRule.Type]

    public init(
        catalog: SDKCatalog, baseLanguage: String, rules: [any LocalizableRule.Type] = LocalizableRules.all,
        locate: @escaping (String, Int?, Int?, String?) -> Location
    ) {
        self.catalog = catalog
        self.baseLanguage = baseLanguage
        self.rules = rules
        self.locate = locate
    }

    public func analyze(_ app: AppLocalizations, into sink: DiagnosticSink) {
        let context = LocalizableContext(catalog: catalog, baseLanguage: baseLanguage, locate: locate, sink: sink)
        for rule in rules { rule.checkFiles(app, context) }
        for table in app.tables {
            for rule in rules { rule.checkTable(table, context) }
            let written = app.tables(of: table.language).reduce(into: Set<String>()) { $0.formUnion($1.writtenKeys) }
            let base = table.language == baseLanguage ? [:] : app.effectiveEntries(of: baseLanguage)
            var seen: Set<String> = []
            for entry in table.entries {
                let key = LocalizableKey(
                    entry: entry, table: table, isFirstOccurrence: seen.insert(entry.key).inserted,
                    sdkDefault: catalog.defaultValue(of: entry.key), writtenInLanguage: written, base: base)
                for rule in rules { rule.checkKey(key, context) }
            }
        }
        for rule in rules { rule.checkLanguages(app, context) }
    }
}
