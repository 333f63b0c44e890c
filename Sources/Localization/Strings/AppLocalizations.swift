import Diagnostics

/// Every `Localizable` table of an app resources directory: `<lang>.lproj/Localizable.strings`
/// and String Catalogs (`Localizable.xcstrings`, wherever they are). Parsed once per input
/// and shared by the rules, the coverage table and the XLIFF export; which files of an input
/// are tables is the reader's business (ResourceBundle's `AppLocalizations.load`).
public struct AppLocalizations: Sendable {
    /// One table per file and language, sorted by language then path.
    public var tables: [LocalizableTable]
    /// The parsed `.strings` files by path, kept for byte-preserving edits.
    public var stringsFiles: [String: StringsFileParser.Result]
    /// Syntax problems of String Catalogs, by path.
    public var catalogIssues: [String: [LocalizableSyntaxIssue]]

    public init(
        tables: [LocalizableTable] = [], stringsFiles: [String: StringsFileParser.Result] = [:],
        catalogIssues: [String: [LocalizableSyntaxIssue]] = [:]
    ) {
        self.tables = tables
        self.stringsFiles = stringsFiles
        self.catalogIssues = catalogIssues
    }

    public var isEmpty: Bool { tables.isEmpty && catalogIssues.isEmpty }

    /// Languages with at least one table, sorted (`Base` and the base language first).
    public func languages(base: String?) -> [String] {
        let all = Set(tables.map(\.language))
        return all.sorted { a, b in
            let rank = { (l: String) in l == base ? 0 : (l == "Base" ? 1 : 2) }
            return rank(a) != rank(b) ? rank(a) < rank(b) : a < b
        }
    }

    public func tables(of language: String) -> [LocalizableTable] {
        tables.filter { $0.language == language }
    }

    /// What the phone uses in `language`: the effective entries of all its tables.
    public func effectiveEntries(of language: String) -> [String: LocalizableEntry] {
        var result: [String: LocalizableEntry] = [:]
        for table in tables(of: language) {
            result.merge(table.effectiveEntries) { first, _ in first }
        }
        return result
    }

    /// The `.strings` path a language's overrides go to (`es.lproj/Localizable.strings`).
    public func stringsPath(of language: String) -> String? {
        tables(of: language).first { $0.format == .strings }?.path
    }

    /// The tables of `files` (paths inside the input; `language` from the `.lproj` folder of a
    /// `.strings` file, nil for a String Catalog), parsed once.
    public static func parse(_ files: [(path: String, language: String?, bytes: [UInt8])]) -> AppLocalizations {
        var result = AppLocalizations()
        for file in files {
            if file.path.hasSuffix(".xcstrings") {
                let read = StringCatalogReader.read(file.bytes, path: file.path)
                result.tables += read.tables
                if !read.issues.isEmpty { result.catalogIssues[file.path] = read.issues }
            } else if let language = file.language {
                let parsed = StringsFileParser().parse(file.bytes, language: language, path: file.path)
                result.tables.append(parsed.table)
                result.stringsFiles[file.path] = parsed
            }
        }
        result.tables.sort { ($0.language, $0.path) < ($1.language, $1.path) }
        return result
    }
}
