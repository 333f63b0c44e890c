import Foundation

/// `--lang es,fr --lang pt`, `--missing all` (strings): languages, comma-separated, where `all`
/// stands for every language the input has.
struct LanguageList: OptionValue {
    enum Language: Equatable {
        case all
        case named(String)
        /// Nothing between two commas: a usage error where the list is used.
        case empty
    }

    struct Part: Sendable {
        /// As typed, spaces kept.
        var typed: String
        /// What it names, spaces trimmed.
        var language: Language
    }

    /// As typed (the usage error about an empty language quotes it).
    var text: String
    var parts: [Part]

    static func parse(_ text: String) -> Result<LanguageList, InvalidOptionValue> {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { typed in
            let trimmed = typed.trimmingCharacters(in: .whitespaces)
            return Part(
                typed: String(typed),
                language: trimmed.isEmpty ? .empty : trimmed == "all" ? .all : .named(trimmed))
        }
        return .success(LanguageList(text: text, parts: parts))
    }
}
