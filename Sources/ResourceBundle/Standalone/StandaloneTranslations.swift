/// One `translationsContent` file checked outside a bundle (`ValidationOptions.translations`).
public struct StandaloneTranslations: Sendable, Equatable {
    public enum Language: Sendable, Equatable {
        /// Told by the file's name (`strings.es.xml`); any other name is the default language.
        case fromName
        /// The default language (`strings.xml`).
        case defaultLanguage
        /// This language (`es`).
        case named(String)
    }

    public var file: String
    public var language: Language

    public init(_ file: String, language: Language = .fromName) {
        self.file = file
        self.language = language
    }

    /// How the caller's user gives a file's language, for the messages that ask for it: the
    /// form in full, and the form for one file with an example language.
    public struct Naming: Sendable {
        public var form: String
        public var example: @Sendable (_ file: String) -> String

        public init(form: String, example: @escaping @Sendable (_ file: String) -> String) {
            self.form = form
            self.example = example
        }

        /// The library's own words: the `language` of `StandaloneTranslations`.
        public static let library = Naming(
            form: "StandaloneTranslations.language", example: { _ in "language: .named(\"es\")" })
    }
}
