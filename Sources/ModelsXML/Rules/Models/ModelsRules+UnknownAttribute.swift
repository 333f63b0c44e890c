import Diagnostics

extension ModelsRules {
    public enum UnknownAttribute: Rule {
        public static let description = RuleDescription(
            id: "models.unknown-attribute", severity: .error,
            summary: "An element of a document model has an attribute it does not take (often a typo: sr2 for src2).",
            explanation: """
                What it checks: each element and each ML instruction takes a known set of \
                attributes (learnt from the vendor's models: `rejectIfNotValid2` takes src, src2 \
                and reason). Any other attribute is reported with the closest known name.

                Why it matters: the SDK ignores an attribute it does not read. \
                `<rejectIfNotValid2 src="a" sr2="b"/>` checks only `a`: the second condition is \
                silently dropped and documents the model should reject are accepted.

                Fix: rename the attribute to the suggested one.
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineContent dst=\"a\" content=\"A\"/>\n          <findLineContent dst=\"b\" content=\"B\"/>\n          <rejectIfNotValid2 src=\"a\" src2=\"b\"/>"
                ),
                // The vocabulary of older generations (ModelSchema, MLInstructionTable).
                program(
                    "          <findLineContent dst=\"a\" content=\"A\"/>\n          <assignField src=\"a\" source=\"MRZ\" field=\"DocumentCode\"/>"
                ),
                mrz(
                    "      <MRZ allow_special_chars=\"true\">\n        <field id=\"Issuer\" line=\"1\" starts=\"3\" count=\"3\"/>\n      </MRZ>"
                ),
            ],
            triggeringExamples: [
                program(
                    "          <findLineContent dst=\"a\" content=\"A\"/>\n          <findLineContent dst=\"b\" content=\"B\"/>\n          <rejectIfNotValid2 src=\"a\" ↓sr2=\"b\"/>"
                ),
                program(
                    "          <findLineContent dst=\"a\" content=\"A\"/>\n          <findLineContent dst=\"b\" content=\"B\"/>\n          <rejectIfNotValid src=\"a\" ↓src2=\"b\"/>"
                ),
                version("id=\"V1\" type=\"TD1\" document_type=\"IDC\" ↓documentid=\"ESP-00-IDC-2015-V03-01-00\""),
            ])

        static func finding(_ attribute: XMLAttribute, on tag: XMLStartTag, suggestion: String?) -> ModelFinding {
            ModelFinding(
                description, at: attribute,
                "unknown attribute '\(attribute.name)' on <\(tag.name)>\(Suggestions.didYouMean(suggestion))",
                suggestion: suggestion)
        }

        /// `src2=` on an instruction that checks `src` only: `numbered` (`rejectIfNotValid2`) was meant.
        static func finding(_ attribute: XMLAttribute, on tag: XMLStartTag, numbered: String) -> ModelFinding {
            ModelFinding(
                description, at: attribute,
                "unknown attribute '\(attribute.name)' on <\(tag.name)>, which checks 'src' only: "
                    + "the second condition is never checked; did you mean <\(numbered)>?",
                suggestion: numbered)
        }
    }
}
