import Localization
import ModelsXML

extension TranslationCoverage {
    /// The coverage of a bundle's strings/*.xml files. A token `idv-res upgrade` gave a
    /// language in the default text (`UntranslatedMark`) counts as untranslated while it still
    /// has that text, as `strings --export xliff --missing` sees it.
    public init(_ files: [LoadedTranslations]) {
        var defaults: [String: String] = [:]
        let defaultTokens = files.first { $0.file.language == nil }?.file.tokens ?? []
        for token in defaultTokens where defaults[token.id] == nil { defaults[token.id] = token.value }
        self.init(
            files.map { loaded in
                let marks = loaded.file.language == nil ? [] : loaded.file.untranslatedMarks
                return Source(
                    language: loaded.file.language, file: loaded.path,
                    keys: loaded.file.tokens.map { token in
                        Key(
                            name: token.id, isEmpty: token.isEmpty,
                            isUntranslated: UntranslatedMark.isUntranslated(
                                token.id, text: token.value, marks: marks, defaultText: defaults[token.id]))
                    })
            })
    }
}
