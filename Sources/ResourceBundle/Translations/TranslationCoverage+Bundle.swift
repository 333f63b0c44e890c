import Localization

extension TranslationCoverage {
    /// The coverage of a bundle's strings/*.xml files.
    public init(_ files: [LoadedTranslations]) {
        self.init(
            files.map { loaded in
                Source(
                    language: loaded.file.language, file: loaded.path,
                    keys: loaded.file.tokens.map { Key(name: $0.id, isEmpty: $0.isEmpty) })
            })
    }
}
