import Diagnostics

/// The checks one strings file needs on its own: structure, duplicate ids, empty texts.
/// Coverage across languages and cross-references live in ResourceBundle.
public enum TranslationsChecker {
    public static func check(_ file: TranslationsFile, at base: Location, into sink: DiagnosticSink) {
        func at(_ line: Int, _ column: Int) -> Location {
            var location = base
            location.line = line
            location.column = column
            return location
        }
        guard file.root.name == "translations" else {
            let near = Suggestions.closest(to: file.root.name, in: ["translations"])
            sink.report(
                TranslationsRules.InvalidStructure.description, at: at(file.root.line, file.root.column),
                "strings file root is <\(file.root.name)>, not <translations>: the SDK reads no text from it\(Suggestions.didYouMean(near))",
                suggestion: near)
            return
        }
        for stray in file.strayElements {
            if stray.name == "token" {
                sink.report(
                    TranslationsRules.InvalidStructure.description, at: at(stray.line, stray.column),
                    "<token> without an id: the SDK cannot use its text")
            } else {
                let near = Suggestions.closest(to: stray.name, in: ["token"])
                sink.report(
                    TranslationsRules.InvalidStructure.description, at: at(stray.line, stray.column),
                    "<\(stray.name)> in <translations> is ignored: texts are <token id=\"...\">\(Suggestions.didYouMean(near))",
                    suggestion: near)
            }
        }
        // Token id -> the line of its first occurrence.
        var seen: [String: Int] = [:]
        seen.reserveCapacity(file.tokens.count)
        for token in file.tokens {
            if let firstLine = seen[token.id] {
                sink.report(
                    TranslationsRules.DuplicateToken.description, at: at(token.line, token.column),
                    "duplicate token '\(token.id)' (first at line \(firstLine)): the SDK keeps only one of the two texts"
                )
            } else {
                seen[token.id] = token.line
            }
            if token.isEmpty {
                sink.report(
                    TranslationsRules.EmptyValue.description, at: at(token.line, token.column),
                    "token '\(token.id)' has no text in \(file.languageLabel == "default" ? "the default language" : "'\(file.languageLabel)'")\(token.id.hasSuffix("_alt") ? ": the screen reader says nothing for it" : ": the screen shows a blank")"
                )
            }
        }
    }
}
