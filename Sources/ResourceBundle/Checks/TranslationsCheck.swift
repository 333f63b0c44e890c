import Diagnostics
import Localization
import ModelsXML

/// Each strings file on its own, then the languages against each other: every token of any
/// language in all of them, and every `X_alt` describing a token or element that exists.
struct TranslationsCheck: BundleCheck {
    func run(in context: BundleContext) {
        let files = context.translationFiles()
        for loaded in files {
            TranslationsChecker.check(loaded.file, at: context.location(loaded.path), into: context.sink)
        }
        let valid = files.filter { $0.file.root.name == "translations" }
        checkCoverage(valid, context)
        checkAlternatives(valid, context)
        TranslatorChecks(context: context).run(valid)
    }

    private func checkCoverage(_ files: [LoadedTranslations], _ context: BundleContext) {
        guard files.count > 1 else { return }
        let coverage = TranslationCoverage(files)
        for (loaded, language) in zip(files, coverage.languages) {
            let root = loaded.file.root
            for token in language.missing {
                let holders = files.filter { $0.file.ids.contains(token) }.map { context.shownName($0.path) }
                context.sink.report(
                    TranslationCoverageRules.MissingToken.description,
                    at: context.location(loaded.path, line: root.line, column: root.column),
                    "token '\(token)' is missing in \(context.shownName(loaded.path)) (\(holders.joined(separator: ", ")) \(holders.count == 1 ? "has" : "have") it)"
                )
            }
        }
    }

    /// `X_alt` is the screen-reader text of token or element X. Without widget.xml the
    /// element ids are unknown, so the check is skipped rather than guessed.
    private func checkAlternatives(_ files: [LoadedTranslations], _ context: BundleContext) {
        guard let model = context.widgetModel(), !files.isEmpty else { return }
        let described = files.reduce(model.elementIDs) { $0.union($1.file.ids) }
        // The text of an element widget.xml comments out waits for it to be switched back on.
        let switchedOff = model.commentedOutIDs
        for loaded in files {
            for token in loaded.file.tokens where token.id.hasSuffix("_alt") && token.id.count > 4 {
                let subject = String(token.id.dropLast(4))
                guard !described.contains(subject), !switchedOff.contains(subject) else { continue }
                // Suggest only a close, non-`_alt` name: the likely misspelt element or token.
                let near = Suggestions.closest(
                    to: subject, in: described.filter { !$0.hasSuffix("_alt") }, maxDistance: 2)
                context.sink.report(
                    TranslationCoverageRules.OrphanAlternative.description,
                    at: context.location(loaded.path, line: token.line, column: token.column),
                    "'\(token.id)' describes '\(subject)', which is neither a token nor an element id in widget.xml\(Suggestions.didYouMean(near.map { $0 + "_alt" }))",
                    suggestion: near.map { $0 + "_alt" })
            }
        }
    }
}
