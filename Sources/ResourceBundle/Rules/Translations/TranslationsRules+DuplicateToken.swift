import Diagnostics
import ModelsXML

extension TranslationsRules {
    public struct DuplicateToken: Rule, TranslationsRule {
        /// The current file's token ids -> the line of their first occurrence.
        private var seen: [String: Int] = [:]
        public init() {}

        public static let description = RuleDescription(
            id: "translations.duplicate-token",
            severity: .error,
            summary: "The same token id twice in one strings file.",
            explanation: """
                What it checks: each `<token id>` appears once per strings file.

                Why it matters: the SDK keeps one of the two texts and drops the other without \
                a word; a duplicate is usually a token copied to write a new one and never \
                renamed, so the token it was meant to be is missing too.

                Fix: rename the copy to the token it was meant to be, or delete it.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    "strings/strings.xml",
                    "<translations>\n<token id=\"a\">A</token>\n<token id=\"b\">B</token>\n</translations>\n")
            ],
            triggeringExamples: [
                RuleExample(
                    "strings/strings.xml",
                    "<translations>\n<token id=\"a\">A</token>\n<token ↓id=\"a\">B</token>\n</translations>\n")
            ]
        )

        public mutating func visitFile(_ file: TranslationsInput, _ context: TranslationsContext) {
            seen = [:]
            seen.reserveCapacity(file.file.tokens.count)
        }

        public mutating func visitToken(
            _ token: TranslationsFile.Token, in file: TranslationsInput, _ context: TranslationsContext
        ) {
            if let firstLine = seen[token.id] {
                context.report(
                    Self.description, at: file.at(token),
                    "duplicate token '\(token.id)' (first at line \(firstLine)): the SDK keeps only one of the two texts"
                )
            } else {
                seen[token.id] = token.line
            }
        }
    }
}
