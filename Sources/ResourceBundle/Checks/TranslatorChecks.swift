import Diagnostics
import ModelsXML

/// Each language's texts against the default file's, token by token (`TranslatorRules`).
struct TranslatorChecks {
    let context: BundleContext

    func run(_ files: [LoadedTranslations]) {
        guard let source = files.first(where: { $0.file.language == nil }) else { return }
        var defaults: [String: String] = [:]
        for token in source.file.tokens where defaults[token.id] == nil { defaults[token.id] = token.value }
        // Default text -> the tokens that have it, for texts a language may have swapped.
        var byText: [String: [String]] = [:]
        for (id, text) in defaults where Self.isSentence(text) { byText[text, default: []].append(id) }
        let intended = context.options.sameAsDefault.map(Glob.init)
        for loaded in files where loaded.file.language != nil {
            var seen = Set<String>()
            for token in loaded.file.tokens where seen.insert(token.id).inserted && !token.isEmpty {
                guard let original = defaults[token.id], !original.allSatisfy(\.isWhitespace) else { continue }
                let at = context.location(loaded.path, line: token.line, column: token.column)
                let file = context.shownName(loaded.path)
                if token.value == original {
                    if Self.isSentence(original), !intended.contains(where: { $0.matches(token.id) }) {
                        context.sink.report(
                            TranslatorRules.Untranslated.description, at: at,
                            "'\(token.id)' in \(file) is the default text word for word, "
                                + "\"\(Self.shown(original))\": untranslated? "
                                + "(if meant, list it in \"sameAsDefault\" of .idv-res.json)")
                    }
                    continue
                }
                let expected = Self.codes(original)
                let found = Self.codes(token.value)
                if expected != found {
                    context.sink.report(
                        TranslatorRules.PlaceholderMismatch.description, at: at,
                        "'\(token.id)' in \(file) has \(Self.list(found)) "
                            + "where the default text has \(Self.list(expected))")
                }
                let edges = Self.edges(original)
                let own = Self.edges(token.value)
                if edges != own {
                    context.sink.report(
                        TranslatorRules.WhitespaceMismatch.description, at: at,
                        "'\(token.id)' in \(file) \(Self.describe(own)) "
                            + "but the default text \(Self.describe(edges))")
                }
                if let others = byText[token.value]?.filter({ $0 != token.id }).sorted(), let other = others.first {
                    context.sink.report(
                        TranslatorRules.SwappedText.description, at: at,
                        "'\(token.id)' in \(file) is \"\(Self.shown(token.value))\", "
                            + "the default text of '\(other)', not its own (\"\(Self.shown(original))\"): "
                            + "renamed in this language only?")
                }
            }
        }
    }

    /// Two words or more with letters: short texts are cognates and names too often.
    static func isSentence(_ text: String) -> Bool {
        text.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }.count >= 2
    }

    /// Placeholders and markup, sorted: printf specifiers, `{0}`/`{name}`, tags as text, `**`.
    static func codes(_ text: String) -> [String] {
        PlaceholderCodes.find(text).map(String.init).filter { $0 != "%%" }.sorted()
    }

    static func edges(_ text: String) -> (leading: String, trailing: String) {
        let leading = String(text.prefix { $0.isWhitespace })
        let trailing = String(text.reversed().prefix { $0.isWhitespace }.reversed())
        return (leading, trailing)
    }

    static func describe(_ edges: (leading: String, trailing: String)) -> String {
        switch (edges.leading.isEmpty, edges.trailing.isEmpty) {
        case (true, true): "has no white space at either end"
        case (false, true): "starts with \(name(edges.leading))"
        case (true, false): "ends with \(name(edges.trailing))"
        case (false, false): "starts with \(name(edges.leading)) and ends with \(name(edges.trailing))"
        }
    }

    static func name(_ space: String) -> String {
        "'" + space.escaping(["\n": "\\n", "\t": "\\t", "\r": "\\r"]) + "'"
    }

    static func list(_ codes: [String]) -> String {
        codes.isEmpty ? "no placeholders" : codes.map { "'\($0)'" }.joined(separator: " ")
    }

    static func shown(_ text: String) -> String {
        let flat = text.escaping(["\n": "\\n", "\r": "\\r", "\t": "\\t"])
        return flat.count > 60 ? String(flat.prefix(57)) + "..." : flat
    }
}
