/// The mark `idv-res upgrade` writes after a token it gave a customer's language in the
/// default language's text: `<token id="Next">Next</token> <!-- idv-res untranslated: Next -->`.
/// A comment, which the SDK's XML reading skips (the vendor's own widget.xml files carry
/// comments): the file means what it meant. The XLIFF export reads the mark to give the token
/// no translated target while its text is still the default one; the import of a translation
/// removes it.
public enum UntranslatedMark {
    static let prefix = "idv-res untranslated: "

    /// The comment for `id`, with the space before it; nil for an id a comment cannot hold
    /// (`--`, a trailing `-`) or the mark could not name (white space).
    public static func comment(for id: String) -> [UInt8]? {
        guard !id.isEmpty, !id.contains("--"), !id.hasSuffix("-"), !id.contains(where: \.isWhitespace) else {
            return nil
        }
        return Array(" <!-- \(prefix)\(id) -->".utf8)
    }

    /// Whether `id` is still untranslated in a file with `marks`: marked, and its `text` still
    /// the default language's (a translation typed by hand differs, and so counts).
    public static func isUntranslated(_ id: String, text: String?, marks: Set<String>, defaultText: String?) -> Bool {
        text != nil && text == defaultText && marks.contains(id)
    }

    /// The ids a document's comments mark (`LocatedElement.comments` of its root).
    public static func ids(in comments: [String]) -> Set<String> {
        var ids: Set<String> = []
        for comment in comments {
            let text = comment.drop { $0 == " " }
            guard text.hasPrefix(prefix) else { continue }
            let id = text.dropFirst(prefix.count).prefix { !$0.isWhitespace }
            if !id.isEmpty { ids.insert(String(id)) }
        }
        return ids
    }
}
