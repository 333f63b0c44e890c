/// Keys x languages: which language has which key, and how complete each language is.
/// Format-neutral: strings/*.xml tokens feed it today; an app's `<lang>.lproj/Localizable.strings`
/// keys can feed it the same way.
public struct TranslationCoverage: Sendable {
    /// One language's keys, as read from its file.
    public struct Source: Sendable {
        /// `es`, or nil for the default language (the fallback file).
        public var language: String?
        /// The file, as shown to the user.
        public var file: String
        public var keys: [Key]

        public init(language: String?, file: String, keys: [Key]) {
            self.language = language
            self.file = file
            self.keys = keys
        }

        public var label: String { language ?? "default" }
    }

    public struct Key: Sendable {
        public var name: String
        /// Present but without visible text.
        public var isEmpty: Bool
        /// Present with the default language's text, given by a tool and not translated since
        /// (a strings file's token `idv-res upgrade` marked).
        public var isUntranslated: Bool

        public init(name: String, isEmpty: Bool, isUntranslated: Bool = false) {
            self.name = name
            self.isEmpty = isEmpty
            self.isUntranslated = isUntranslated
        }
    }

    public enum Status: String, Sendable {
        case translated
        case empty
        case untranslated
        case missing
    }

    /// One language's row of the table.
    public struct Language: Sendable {
        public let source: Source
        /// Keys with text of their own (neither empty nor untranslated).
        public let translated: Int
        /// Keys present with no text.
        public let empty: [String]
        /// Keys present with the default text, not translated yet (`Key.isUntranslated`).
        public let untranslated: [String]
        /// Keys some other language has and this one lacks (in key order).
        public let missing: [String]
        /// Keys this language has and the default language lacks (no fallback for them).
        public let extra: [String]
        /// translated / all keys, 0...100.
        public let percent: Double
    }

    /// Every key of every language, in first-seen order (default language first).
    public let keys: [String]
    public let languages: [Language]
    private let statuses: [[String: Status]]

    /// `sources` in display order; the one with a nil language is the default.
    public init(_ sources: [Source]) {
        var keys: [String] = []
        var seen: Set<String> = []
        for source in sources {
            for key in source.keys where seen.insert(key.name).inserted {
                keys.append(key.name)
            }
        }
        let defaultKeys = sources.first { $0.language == nil }.map { Set($0.keys.map(\.name)) }
        var statuses: [[String: Status]] = []
        var languages: [Language] = []
        for source in sources {
            var status: [String: Status] = [:]
            // A duplicate key counts once; it has text if any occurrence has.
            for key in source.keys where status[key.name] != .translated {
                status[key.name] = key.isEmpty ? .empty : key.isUntranslated ? .untranslated : .translated
            }
            let translated = status.values.filter { $0 == .translated }.count
            let empty = keys.filter { status[$0] == .empty }
            let untranslated = keys.filter { status[$0] == .untranslated }
            let missing = keys.filter { status[$0] == nil }
            let extra =
                source.language == nil ? [] : keys.filter { status[$0] != nil && !(defaultKeys?.contains($0) ?? true) }
            let percent = keys.isEmpty ? 100 : Double(translated) * 100 / Double(keys.count)
            languages.append(
                Language(
                    source: source, translated: translated, empty: empty, untranslated: untranslated,
                    missing: missing, extra: extra, percent: percent))
            statuses.append(status)
        }
        self.keys = keys
        self.languages = languages
        self.statuses = statuses
    }

    /// The status of `key` in the language at `index` of `languages`.
    public func status(of key: String, language index: Int) -> Status {
        statuses[index][key] ?? .missing
    }

    /// Every key has text of its own in every language.
    public var isComplete: Bool {
        languages.allSatisfy { $0.missing.isEmpty && $0.empty.isEmpty && $0.untranslated.isEmpty }
    }
}
