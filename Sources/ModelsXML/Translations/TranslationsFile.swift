/// One strings file (`strings/strings.xml`, `strings.<lang>.xml`, `strings-<lang>.xml`, or a
/// `translationsContent` string): `<translations><token id="X">text</token>...`.
public struct TranslationsFile: Sendable {
    /// One `<token>`, located at its `id` attribute (or its start tag when it has none).
    public struct Token: Sendable {
        public let id: String
        /// The text with character references resolved (`&#10;` is a line break).
        public let value: String
        public let line: Int
        public let column: Int

        /// No visible text: empty or only white space.
        public var isEmpty: Bool {
            // A Character starting with an ASCII byte that is not white space is not white space.
            if let first = value.utf8.first, first < 0x80, first != 0x20, first < 0x09 || first > 0x0D { return false }
            return value.allSatisfy(\.isWhitespace)
        }
    }

    /// The language: nil for the default file `strings.xml`.
    public let language: String?
    public let root: LocatedElement
    /// Tokens in file order, duplicates included.
    public let tokens: [Token]
    /// Elements that are not `<token id="...">` (reported by the checker).
    public let strayElements: [LocatedElement]
    /// Token ids (as a lookup table): built once, as every cross-check of the bundle asks for it.
    public let ids: Set<String>
    /// Tokens `idv-res upgrade` gave this language in the default text (`UntranslatedMark`).
    public let untranslatedMarks: Set<String>

    public init(root: LocatedElement, language: String?) {
        self.root = root
        self.language = language
        var tokens: [Token] = []
        var stray: [LocatedElement] = []
        for child in root.children {
            if child.name == "token", let id = child[attribute: "id"] {
                tokens.append(Token(id: id.value, value: child.text, line: id.line, column: id.column))
            } else {
                stray.append(child)
            }
        }
        self.tokens = tokens
        strayElements = stray
        ids = Set(tokens.map(\.id))
        untranslatedMarks = root.comments.isEmpty ? [] : UntranslatedMark.ids(in: root.comments)
    }

    /// How a user names the language in messages: `es`, or `default`.
    public var languageLabel: String { language ?? "default" }
}
