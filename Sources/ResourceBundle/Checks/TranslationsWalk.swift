import Diagnostics
import ModelsXML

/// The walk over a bundle's strings files every translations rule shares: each file and its
/// tokens, then each language's texts against the default file's, then the accepted files
/// together. It builds no finding: each rule reports its own (see `TranslationsRule`).
public enum TranslationsWalk {
    public static func check(
        _ inputs: [TranslationsInput], widget: WidgetModel? = nil, sameAsDefault: [String] = [],
        rules types: [any TranslationsRule.Type], into sink: DiagnosticSink
    ) {
        var context = TranslationsContext(widget: widget, sameAsDefault: sameAsDefault, sink: sink)
        var rules = types.map { $0.init() }
        var accepted: [TranslationsInput] = []
        for input in inputs {
            var accepts = true
            for index in rules.indices where !rules[index].accepts(input, context) { accepts = false }
            guard accepts else { continue }
            accepted.append(input)
            for index in rules.indices { rules[index].visitFile(input, context) }
            for token in input.file.tokens {
                for index in rules.indices { rules[index].visitToken(token, in: input, context) }
            }
        }
        if let source = accepted.first(where: { $0.file.language == nil }) {
            var defaults: [String: String] = [:]
            for token in source.file.tokens where defaults[token.id] == nil { defaults[token.id] = token.value }
            context.defaults = defaults
            for input in accepted where input.file.language != nil {
                var seen = Set<String>()
                for token in input.file.tokens where seen.insert(token.id).inserted && !token.isEmpty {
                    guard let original = defaults[token.id], !original.allSatisfy(\.isWhitespace) else { continue }
                    for index in rules.indices {
                        rules[index].visitTranslation(token, original: original, in: input, context)
                    }
                }
            }
        }
        for index in rules.indices { rules[index].finish(accepted, context) }
    }
}

extension TranslationsWalk {
    /// The translations rules of this module's generated list: a new rule's file is all it takes
    /// (the build lists it: Plugins/RuleLists).
    package static let registeredRules: [any TranslationsRule.Type] = ResourceBundleRuleTypes.translationsRules
}
