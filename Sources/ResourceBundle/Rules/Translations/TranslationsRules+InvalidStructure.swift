import Diagnostics
import ModelsXML

extension TranslationsRules {
    public struct InvalidStructure: Rule, TranslationsRule {
        public init() {}

        public static let description = RuleDescription(
            id: "translations.invalid-structure",
            severity: .error,
            summary:
                "A strings file whose root is not <translations>, or that holds something other than <token id=\"...\">.",
            explanation: """
                What it checks: a strings file (`strings/strings.xml`, `strings.<lang>.xml`, a \
                `translationsContent` string) is `<translations>` holding only \
                `<token id="...">text</token>` elements.

                Why it matters: the SDK reads texts from `<token id>` only; a misspelt element \
                (`<tokn>`), a token without `id`, or another root leaves those texts out, and \
                the screens show the built-in defaults (often in another language).

                Fix: write each text as `<token id="Name">text</token>` under `<translations>`.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "strings/strings.xml", "<translations>\n<token id=\"button_next\">NEXT</token>\n</translations>\n")
            ],
            triggeringExamples: [
                RuleExample(
                    "strings/strings.xml",
                    "<translations>\n↓<tokn id=\"button_next\">NEXT</tokn>\n↓<token>BACK</token>\n</translations>\n"),
                RuleExample(
                    "strings/strings.es.xml", "↓<strings>\n<token id=\"button_next\">SIGUIENTE</token>\n</strings>\n"),
            ]
        )

        public func accepts(_ file: TranslationsInput, _ context: TranslationsContext) -> Bool {
            let root = file.file.root
            guard root.name != "translations" else { return true }
            let near = Suggestions.closest(to: root.name, in: ["translations"])
            context.report(
                Self.description, at: file.at(root),
                "strings file root is <\(root.name)>, not <translations>: the SDK reads no text from it\(Suggestions.didYouMean(near))",
                suggestion: near)
            return false
        }

        public func visitFile(_ file: TranslationsInput, _ context: TranslationsContext) {
            for stray in file.file.strayElements {
                if stray.name == "token" {
                    context.report(
                        Self.description, at: file.at(stray), "<token> without an id: the SDK cannot use its text")
                } else {
                    let near = Suggestions.closest(to: stray.name, in: ["token"])
                    context.report(
                        Self.description, at: file.at(stray),
                        "<\(stray.name)> in <translations> is ignored: texts are <token id=\"...\">\(Suggestions.didYouMean(near))",
                        suggestion: near)
                }
            }
        }
    }
}
