import Diagnostics

extension ModelsRules {
    public enum InvalidRegex: Rule, ModelRule {
        public static let description = RuleDescription(
            id: "models.invalid-regex", severity: .error,
            summary: "A regex of a document model does not compile.",
            explanation: """
                What it checks: every `regex` attribute (MRZ, barcode and table fields, ML \
                instructions) compiles as an ICU regular expression (NSRegularExpression, the \
                engine of the iOS SDK).

                Why it matters: a regex that does not compile never matches: the field is never \
                read, or the model rejects every document.

                Fix: correct the pattern (unbalanced parentheses and brackets are the usual cause).
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineMatch dst=\"d\" regex=\"([0-9]{2})/([0-9]{2})\" value=\"($1)/($2)\"/>\n          <assignField src=\"d\" field=\"DateOfBirth\"/>"
                )
            ],
            triggeringExamples: [
                program(
                    "          <findLineMatch dst=\"d\" ↓regex=\"([0-9]{2}/([0-9]{2})\" value=\"($1)/($2)\"/>\n          <assignField src=\"d\" field=\"DateOfBirth\"/>"
                )
            ])

        package static func visitFieldRegex(
            _ regex: XMLAttribute, on field: XMLStartTag, into findings: inout [ModelFinding]
        ) {
            findings += Self.findings(regex, on: field)
        }

        package static func visitProgram(_ facts: ProgramFacts, into findings: inout [ModelFinding]) {
            for invalid in facts.invalidRegexes { findings += Self.findings(invalid.regex, on: invalid.tag) }
        }

        static func findings(_ attribute: XMLAttribute, on tag: XMLStartTag) -> [ModelFinding] {
            // `regex=""` is what the vendor's generator writes for "take the text as it is".
            guard !attribute.value.isEmpty, let error = ModelFileChecks.RegexCache.error(attribute.value) else {
                return []
            }
            return [
                ModelFinding(
                    description, at: attribute,
                    "regex '\(attribute.value)' on <\(tag.name)> does not compile: \(error)")
            ]
        }
    }
}
