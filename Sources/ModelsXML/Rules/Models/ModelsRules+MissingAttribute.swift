import Diagnostics

extension ModelsRules {
    public enum MissingAttribute: Rule {
        public static let description = RuleDescription(
            id: "models.missing-attribute", severity: .error,
            summary:
                "An element or ML instruction lacks an attribute it needs (a label without src, a Version without id).",
            explanation: """
                What it checks: the attributes every use in the vendor's models carries: \
                DocumentID id and iso, Version id, region id/x/y/w/h, and for \
                each ML instruction its operands (`assignField` src and field, `jump` dst...).

                Why it matters: an instruction without its operand does nothing; a Version without \
                an id cannot be selected by specificData.

                Fix: add the attribute.
                """,
            nonTriggeringExamples: [version("id=\"V1\" type=\"TD1\" document_type=\"IDC\"")],
            triggeringExamples: [
                RuleExample(path, models("    ↓<Version type=\"TD1\" document_type=\"IDC\"/>\n")),
                program("          ↓<assignField field=\"FirstName\"/>"),
            ])

        static func finding(_ name: String, on tag: XMLStartTag) -> ModelFinding {
            ModelFinding(description, at: tag, "<\(tag.name)> has no '\(name)' attribute")
        }
    }
}
