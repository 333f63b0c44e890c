/// The texts one language of an app overrides, read from `Localizable.strings` or a String
/// Catalog (`Localizable.xcstrings`): the same model for both, so rules and coverage never
/// care which file a key came from.
public struct LocalizableTable: Sendable {
    public enum Format: String, Sendable {
        case strings
        case xcstrings
    }

    /// `en`, `es`, `pt-BR`: the `.lproj` folder name without its extension.
    public var language: String
    /// The file inside the app resources directory (`es.lproj/Localizable.strings`).
    public var path: String
    public var format: Format
    /// `UTF-8`, `UTF-8 (BOM)`, `UTF-16LE`, `UTF-16BE` for `.strings`; `JSON` for catalogs.
    public var encoding: String
    /// Every `key = value` in file order, duplicates included.
    public var entries: [LocalizableEntry]
    /// Syntax errors, in file order; entries after the first one are not effective.
    public var syntaxIssues: [LocalizableSyntaxIssue]

    public init(
        language: String, path: String, format: Format, encoding: String, entries: [LocalizableEntry] = [],
        syntaxIssues: [LocalizableSyntaxIssue] = []
    ) {
        self.language = language
        self.path = path
        self.format = format
        self.encoding = encoding
        self.entries = entries
        self.syntaxIssues = syntaxIssues
    }

    /// The entry the phone uses for each key: effective entries only, the last of duplicates.
    public var effectiveEntries: [String: LocalizableEntry] {
        var result: [String: LocalizableEntry] = [:]
        for entry in entries where entry.isEffective {
            result[entry.key] = entry
        }
        return result
    }

    /// Keys that appear in the file at all (effective or not).
    public var writtenKeys: Set<String> { Set(entries.map(\.key)) }
}

/// One `"key" = "value";` (or one String Catalog string unit).
public struct LocalizableEntry: Sendable, Hashable {
    public var key: String
    public var value: String
    /// Where the key starts (1-based line, UTF-8 byte column).
    public var line: Int
    public var column: Int
    /// Where the value starts.
    public var valueLine: Int
    public var valueColumn: Int
    /// For String Catalogs: the JSON path of the value.
    public var jsonPath: String?
    /// For String Catalogs: `translated`, `needs_review`, `new`, `stale`.
    public var state: String?
    /// False when an earlier syntax error makes iOS drop this key.
    public var isEffective: Bool

    public init(
        key: String, value: String, line: Int, column: Int, valueLine: Int, valueColumn: Int,
        jsonPath: String? = nil, state: String? = nil, isEffective: Bool = true
    ) {
        self.key = key
        self.value = value
        self.line = line
        self.column = column
        self.valueLine = valueLine
        self.valueColumn = valueColumn
        self.jsonPath = jsonPath
        self.state = state
        self.isEffective = isEffective
    }
}

/// A place where the file stops being what Xcode accepts.
public struct LocalizableSyntaxIssue: Sendable, Hashable {
    public var message: String
    public var line: Int
    public var column: Int
    /// The whole file is unreadable (its encoding), not only what follows the issue.
    public var refusesFile: Bool

    public init(message: String, line: Int, column: Int, refusesFile: Bool = false) {
        self.message = message
        self.line = line
        self.column = column
        self.refusesFile = refusesFile
    }
}
