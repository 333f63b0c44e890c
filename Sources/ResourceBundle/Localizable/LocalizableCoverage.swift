import Diagnostics
import Foundation

/// Keys x languages for an app's `Localizable` tables against an SDK catalog: which catalog
/// key each language overrides, which show the SDK default, and the unknown (SDK-looking)
/// keys. Printers (text, CSV, JSON) only format what this computes.
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

        /// One character for the text table.
        public var symbol: String {
            switch self {
            case .overridden: "✓"
            case .empty: "∅"
            case .lost: "✗"
            case .default: "·"
            case .unknown: "?"
            case .absent: " "
            }
        }
    }

    public struct Row: Sendable {
        public var key: String
        public var inCatalog: Bool
        /// One per language, in `languages` order.
        public var statuses: [Status]
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

    public let languages: [String]
    public let rows: [Row]
    public let summaries: [LanguageSummary]
    public let catalogKeyCount: Int

    public init(_ app: AppLocalizations, catalog: SDKCatalog, base: String?) {
        languages = app.languages(base: base)
        var rows: [Row] = []
        var effective: [[String: LocalizableEntry]] = []
        var written: [Set<String>] = []
        for language in languages {
            effective.append(app.effectiveEntries(of: language))
            written.append(app.tables(of: language).reduce(into: Set<String>()) { $0.formUnion($1.writtenKeys) })
        }
        for key in catalog.keys {
            let statuses = languages.indices.map { index -> Status in
                if let entry = effective[index][key.key] {
                    return entry.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && !key.defaultValue.isEmpty ? .empty : .overridden
                }
                return written[index].contains(key.key) ? .lost : .default
            }
            rows.append(Row(key: key.key, inCatalog: true, statuses: statuses))
        }
        let unknown = Set(written.flatMap { $0 }).filter { !catalog.contains($0) && LocalizableKeySuggestion.looksLikeSDKKey($0, in: catalog) }
        for key in unknown.sorted() {
            rows.append(Row(key: key, inCatalog: false, statuses: languages.indices.map { written[$0].contains(key) ? .unknown : .absent }))
        }
        self.rows = rows
        catalogKeyCount = catalog.keys.count
        summaries = languages.enumerated().map { index, language in
            let column = rows.map { $0.statuses[index] }
            let overridden = column.filter { $0 == .overridden }.count
            let missing = rows.filter { row in
                row.inCatalog && row.statuses[index] != .overridden && !(catalog.defaultValue(of: row.key) ?? "").isEmpty
            }.map(\.key)
            return LanguageSummary(
                language: language, files: app.tables(of: language).map(\.path), overridden: overridden,
                defaulted: column.filter { [.default, .lost, .empty].contains($0) }.count,
                unknown: column.filter { $0 == .unknown }.count,
                percent: catalog.keys.isEmpty ? 100 : Double(overridden) * 100 / Double(catalog.keys.count),
                missing: missing)
        }
    }

    public func summary(of language: String) -> LanguageSummary? {
        summaries.first { $0.language == language }
    }
}

extension LocalizableCoverage {
    static func percentText(_ value: Double) -> String {
        String(format: "%.1f%%", value)
    }

    /// The per-language summary, then the keys x languages table and its legend.
    public func renderText(header: String) -> String {
        var out = header + "\n\n"
        let languageWidth = max(8, languages.map(\.count).max() ?? 0)
        let filesWidth = max(5, summaries.map { $0.files.joined(separator: ", ").count }.max() ?? 0)
        func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
            let fill = String(repeating: " ", count: max(0, width - text.count))
            return right ? fill + text : text + fill
        }
        out += "\(pad("language", languageWidth))  \(pad("files", filesWidth))  overridden  default  unknown  coverage\n"
        for summary in summaries {
            out += "\(pad(summary.language, languageWidth))  \(pad(summary.files.joined(separator: ", "), filesWidth))  "
            out += "\(pad(String(summary.overridden), 10, right: true))  \(pad(String(summary.defaulted), 7, right: true))  "
            out += "\(pad(String(summary.unknown), 7, right: true))  \(pad(Self.percentText(summary.percent), 8, right: true))\n"
        }
        out += "\n"
        let keyWidth = max(3, rows.map(\.key.count).max() ?? 0)
        let cell = max(3, languages.map(\.count).max() ?? 0)
        out += (pad("key", keyWidth) + languages.map { "  " + pad($0, cell) }.joined()).replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) + "\n"
        for row in rows {
            let line = pad(row.key, keyWidth) + row.statuses.map { "  " + pad($0.symbol, cell) }.joined()
            out += line.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) + "\n"
        }
        out += "\n✓ overridden  · SDK default  ∅ empty  ✗ lost after a syntax error  ? unknown key (ignored by the SDK)\n"
        return out
    }

    /// `key,catalog,<lang>...` with status words, then summary rows in parentheses.
    public func renderCSV() -> String {
        func field(_ text: String) -> String {
            text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
        }
        var out = (["key", "in_catalog"] + languages).map(field).joined(separator: ",") + "\n"
        for row in rows {
            out += ([row.key, row.inCatalog ? "yes" : "no"] + row.statuses.map { $0 == .absent ? "" : $0.rawValue }).map(field).joined(separator: ",") + "\n"
        }
        out += "(overridden),," + summaries.map { String($0.overridden) }.joined(separator: ",") + "\n"
        out += "(default),," + summaries.map { String($0.defaulted) }.joined(separator: ",") + "\n"
        out += "(unknown),," + summaries.map { String($0.unknown) }.joined(separator: ",") + "\n"
        out += "(percent),," + summaries.map { String(format: "%.1f", $0.percent) }.joined(separator: ",") + "\n"
        return out
    }

    /// `{ "languages": [...], "keys": [...] }` for the JSON report.
    public func json() -> [(String, JSONOutput)] {
        [
            ("catalogKeys", .int(catalogKeyCount)),
            ("languages", .array(summaries.map { summary in
                .object([
                    ("language", .string(summary.language)),
                    ("files", .array(summary.files.map { .string($0) })),
                    ("overridden", .int(summary.overridden)),
                    ("default", .int(summary.defaulted)),
                    ("unknown", .int(summary.unknown)),
                    ("percent", .double((summary.percent * 10).rounded() / 10)),
                    ("missing", .array(summary.missing.map { .string($0) })),
                ])
            })),
            ("keys", .array(rows.map { row in
                .object([
                    ("key", .string(row.key)),
                    ("inCatalog", .bool(row.inCatalog)),
                    ("languages", .object(languages.indices.compactMap { index in
                        row.statuses[index] == .absent ? nil : (languages[index], .string(row.statuses[index].rawValue))
                    })),
                ])
            })),
        ]
    }
}
