import Diagnostics
import Foundation

/// Runs the per-key rules over an app's tables against an SDK catalog. Knows nothing of how
/// the files were found: `locate` turns a path inside the input into a reported location.
public struct LocalizableAnalyzer {
    public var catalog: SDKCatalog
    /// The language the others are compared with (`--base`, default `en`).
    public var baseLanguage: String
    public var locate: (String, Int?, Int?, String?) -> Location

    public init(catalog: SDKCatalog, baseLanguage: String, locate: @escaping (String, Int?, Int?, String?) -> Location)
    {
        self.catalog = catalog
        self.baseLanguage = baseLanguage
        self.locate = locate
    }

    public func analyze(_ app: AppLocalizations, into sink: DiagnosticSink) {
        reportSyntax(app, into: sink)
        for table in app.tables {
            reportDuplicates(table, into: sink)
            reportEntries(table, app: app, into: sink)
        }
        reportPartialOverrides(app, into: sink)
    }

    private func at(_ table: LocalizableTable, _ entry: LocalizableEntry, value: Bool = false) -> Location {
        value
            ? locate(table.path, entry.valueLine, entry.valueColumn, entry.jsonPath)
            : locate(table.path, entry.line, entry.column, entry.jsonPath.map { _ in "strings." + entry.key })
    }

    private func reportSyntax(_ app: AppLocalizations, into sink: DiagnosticSink) {
        for table in app.tables where table.format == .strings {
            for (index, issue) in table.syntaxIssues.enumerated() {
                let consequence = index == 0 && !issue.refusesFile ? "; iOS drops every key from here on" : ""
                sink.report(
                    LocalizableRules.SyntaxError.description, at: locate(table.path, issue.line, issue.column, nil),
                    issue.message + consequence)
            }
        }
        for (path, issues) in app.catalogIssues.sorted(by: { $0.key < $1.key }) {
            for issue in issues {
                sink.report(
                    LocalizableRules.SyntaxError.description, at: locate(path, issue.line, issue.column, nil),
                    issue.message)
            }
        }
    }

    private func reportDuplicates(_ table: LocalizableTable, into sink: DiagnosticSink) {
        guard table.format == .strings else { return }  // JSON objects: the parser keeps one.
        var first: [String: LocalizableEntry] = [:]
        for entry in table.entries {
            if let earlier = first[entry.key] {
                let same = earlier.value == entry.value ? " with the same value" : " with different values"
                sink.report(
                    LocalizableRules.DuplicateKey.description, at: at(table, entry),
                    "key '\(entry.key)' is defined twice, at lines \(earlier.line) and \(entry.line)\(same); only one of them is used"
                )
            } else {
                first[entry.key] = entry
            }
        }
    }

    private func reportEntries(_ table: LocalizableTable, app: AppLocalizations, into sink: DiagnosticSink) {
        // Written anywhere in the language's files, even after a syntax error: a lost key's
        // `_alt` is lost with it, and the syntax error already says so.
        let written = app.tables(of: table.language).reduce(into: Set<String>()) { $0.formUnion($1.writtenKeys) }
        let base = table.language == baseLanguage ? [:] : app.effectiveEntries(of: baseLanguage)
        var seen: Set<String> = []
        for entry in table.entries {
            // Key-level findings once per key; value-level ones on every line (a duplicate's
            // value is as wrong on its own line).
            let firstOccurrence = seen.insert(entry.key).inserted
            guard let defaultValue = catalog.defaultValue(of: entry.key) else {
                if firstOccurrence, LocalizableKeySuggestion.looksLikeSDKKey(entry.key, in: catalog) {
                    let suggestion = LocalizableKeySuggestion.closest(to: entry.key, in: catalog)
                    sink.report(
                        LocalizableRules.UnknownKey.description, at: at(table, entry),
                        "unknown key '\(entry.key)': the \(catalog.component) SDK has no such key and ignores it\(Suggestions.didYouMean(suggestion))",
                        suggestion: suggestion)
                }
                // The app's own texts: their translations must take the base's arguments.
                if let baseEntry = base[entry.key],
                    FormatSpecifiers(baseEntry.value).arguments != FormatSpecifiers(entry.value).arguments
                {
                    sink.report(
                        LocalizableRules.FormatMismatch.description, at: at(table, entry, value: true),
                        "'\(entry.key)' in '\(table.language)' has format specifiers \(FormatSpecifiers(entry.value)) but '\(baseLanguage)' has \(FormatSpecifiers(baseEntry.value))"
                    )
                }
                continue
            }
            if let state = entry.state, ["needs_review", "new", "stale"].contains(state) {
                sink.report(
                    LocalizableRules.CatalogState.description, at: at(table, entry, value: true),
                    "'\(entry.key)' in '\(table.language)' is marked '\(state)' in the String Catalog")
            }
            let altKey = entry.key + catalog.altSuffix
            if firstOccurrence, !entry.key.hasSuffix(catalog.altSuffix), catalog.contains(altKey),
                !written.contains(altKey)
            {
                sink.report(
                    LocalizableRules.MissingAlt.description, at: at(table, entry),
                    "'\(entry.key)' is overridden in '\(table.language)' but its VoiceOver text '\(altKey)' is not; VoiceOver reads the SDK's English default",
                    suggestion: altKey)
            }
            if entry.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, !defaultValue.isEmpty {
                sink.report(
                    LocalizableRules.EmptyValue.description, at: at(table, entry, value: true),
                    "'\(entry.key)' is empty in '\(table.language)': the SDK shows nothing where it would show '\(defaultValue)'"
                )
                continue
            }
            reportSpecifiers(entry, table: table, defaultValue: defaultValue, into: sink)
            if entry.value.components(separatedBy: "**").count % 2 == 0 {
                sink.report(
                    LocalizableRules.UnbalancedMarkup.description, at: at(table, entry, value: true),
                    "'\(entry.key)' in '\(table.language)' has an odd number of '**': the bold markup does not close")
            }
        }
    }

    private func reportSpecifiers(
        _ entry: LocalizableEntry, table: LocalizableTable, defaultValue: String, into sink: DiagnosticSink
    ) {
        let mine = FormatSpecifiers(entry.value)
        let reference = FormatSpecifiers(defaultValue)
        if mine.arguments != reference.arguments {
            sink.report(
                LocalizableRules.FormatMismatch.description, at: at(table, entry, value: true),
                "'\(entry.key)' in '\(table.language)' has format specifiers \(mine) but the SDK default has \(reference)"
            )
        }
    }

    /// A catalog key overridden in some languages and not in others: the others show the
    /// SDK's English default in the middle of translated screens.
    private func reportPartialOverrides(_ app: AppLocalizations, into sink: DiagnosticSink) {
        let languages = app.languages(base: baseLanguage)
        guard languages.count > 1 else { return }
        let effective = Dictionary(uniqueKeysWithValues: languages.map { ($0, app.effectiveEntries(of: $0)) })
        // Which table of a language holds its effective entry of a key (first table wins).
        let tableEffective = app.tables.map { ($0, $0.effectiveEntries) }
        for key in catalog.keys.map(\.key) {
            let having = languages.filter { effective[$0]?[key] != nil }
            guard !having.isEmpty, having.count < languages.count else { continue }
            let lacking = languages.filter { effective[$0]?[key] == nil }
            let anchorLanguage = having.contains(baseLanguage) ? baseLanguage : having[0]
            guard let entry = effective[anchorLanguage]?[key],
                let table = tableEffective.first(where: { $0.0.language == anchorLanguage && $0.1[key] != nil })?.0
            else { continue }
            sink.report(
                LocalizableRules.PartialOverride.description, at: at(table, entry),
                "'\(key)' is overridden in \(list(having)) but not in \(list(lacking)): \(lacking.count == 1 ? "that language shows" : "those languages show") the SDK's English default"
            )
        }
    }

    private func list(_ languages: [String]) -> String {
        languages.map { "'\($0)'" }.joined(separator: ", ")
    }
}
