import ResourceBundle

/// `--translations [LANG=]FILE`: `LANG=` says the file's language (`default=` or `=`: the
/// default language); without it the file's name says it.
enum TranslationsArgument {
    static func parse(_ argument: String) -> StandaloneTranslations {
        guard let equals = argument.firstIndex(of: "="), !argument[..<equals].contains("/") else {
            return StandaloneTranslations(argument)
        }
        let language = String(argument[..<equals])
        let file = String(argument[argument.index(after: equals)...])
        return StandaloneTranslations(
            file, language: language.isEmpty || language == "default" ? .defaultLanguage : .named(language))
    }

    /// How the messages that ask for a language name this syntax.
    static let naming = StandaloneTranslations.Naming(form: "LANG=FILE", example: { "es=\($0)" })
}
