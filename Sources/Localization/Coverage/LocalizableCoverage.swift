import Diagnostics
import Foundation

/// Keys x languages for an app's `Localizable` tables against an SDK catalog, computed by the
/// shared `TranslationCoverage` engine (the one the widget translations use): the catalog is
/// the default language (it is what the phone falls back to), each `.lproj` a language. So
/// the engine's "translated" is an override, "missing" the SDK default, "extra" an unknown
/// key. On top, what only app resources have: keys lost after a syntax error.
public struct LocalizableCoverage: Sendable {
    public enum Status: String, Sendable {
        /// The language sets the key (effective entry with text).
        case overridden
        /// Set to an empty value: the SDK shows nothing.
        case empty
        /// Written after a syntax error: iOS drops it, the SDK default shows.
        case lost
        /// Not set: the SDK default shows.
        case `default`
        /// Written, but the SDK has no such key.
        case unknown
        /// An unknown key this language does not write.
        case absent
    }

    public struct Row: Sendable {
        public var key: String
        public var inCatalog: Bool
        /// One per language, in `languages` order.
        public var statuses: [Status]
        /// String Catalog states (`translated`, `needs_review`...), per language; nil for
        /// `.strings` files and unset keys.
        public var states: [String?]
    }

    public struct LanguageSummary: Sendable {
        public var language: String
        public var files: [String]
        public var overridden: Int
        /// Catalog keys showing the SDK default (not set, lost, or empty).
        public var defaulted: Int
        public var unknown: Int
        /// overridden / catalog keys, 0...100.
        public var percent: Double
        /// Catalog keys (with a non-empty default) a translator still has to write.
        public var missing: [String]
    }

    /// The shared engine's table: catalog first (language nil), then each language.
    public let engine: TranslationCoverage
    public let languages: [String]
    public let rows: [Row]
    public let summaries: [LanguageSummary]
    public let catalogKeyCount: Int

    public init(_ app: AppLocalizations, catalog: SDKCatalog, base: String?) {
        let languages = app.languages(base: base)
        var sources = [
            TranslationCoverage.Source(
                language: nil, file: catalog.source,
                keys: catalog.keys.map { TranslationCoverage.Key(name: $0.key, isEmpty: false) })
        ]
        var written: [Set<String>] = []
        var effectiveByLanguage: [[String: LocalizableEntry]] = []
        for language in languages {
            let effective = app.effectiveEntries(of: language)
            effectiveByLanguage.append(effective)
            let tables = app.tables(of: language)
            let all = tables.reduce(into: Set<String>()) { $0.formUnion($1.writtenKeys) }
            written.append(all)
            // What reaches the phone: effective catalog keys (empty when blank but the default
            // is not), and the SDK-looking keys the catalog lacks.
            var keys: [TranslationCoverage.Key] = catalog.keys.compactMap { key in
                guard let entry = effective[key.key] else { return nil }
                let blank =
                    entry.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && !key.defaultValue.isEmpty
                return TranslationCoverage.Key(name: key.key, isEmpty: blank)
            }
            keys += all.filter { !catalog.contains($0) && LocalizableKeySuggestion.looksLikeSDKKey($0, in: catalog) }
                .sorted()
                .map { TranslationCoverage.Key(name: $0, isEmpty: false) }
            sources.append(
                TranslationCoverage.Source(
                    language: language, file: tables.map(\.path).joined(separator: ", "), keys: keys))
        }
        let engine = TranslationCoverage(sources)
        // The engine lists the default language's keys first, in order: the catalog's, so
        // `rows[i]` is `catalog.keys[i]` for the catalog part.
        var rows: [Row] = []
        for key in engine.keys {
            let inCatalog = catalog.contains(key)
            let statuses = languages.indices.map { index -> Status in
                switch engine.status(of: key, language: index + 1) {
                // App localizations carry no untranslated marks: never `.untranslated`.
                case .translated, .untranslated: return inCatalog ? .overridden : .unknown
                case .empty: return .empty
                case .missing:
                    if !inCatalog { return .absent }
                    return written[index].contains(key) ? .lost : .default
                }
            }
            rows.append(
                Row(
                    key: key, inCatalog: inCatalog, statuses: statuses,
                    states: effectiveByLanguage.map { $0[key]?.state }))
        }
        self.engine = engine
        self.languages = languages
        self.rows = rows
        catalogKeyCount = catalog.keys.count
        summaries = languages.enumerated().map { index, language in
            let engineRow = engine.languages[index + 1]
            let overridden = rows.filter { $0.statuses[index] == .overridden }.count
            return LanguageSummary(
                language: language, files: app.tables(of: language).map(\.path), overridden: overridden,
                defaulted: catalog.keys.count - overridden,
                unknown: engineRow.extra.count,
                percent: catalog.keys.isEmpty ? 100 : Double(overridden) * 100 / Double(catalog.keys.count),
                missing: zip(catalog.keys, rows).filter { key, row in
                    !key.defaultValue.isEmpty && row.statuses[index] != .overridden
                }.map(\.0.key))
        }
    }

    public func summary(of language: String) -> LanguageSummary? {
        summaries.first { $0.language == language }
    }
}
