import Diagnostics

extension ModelsRules {
    public enum UnusedLabel: Rule, ModelRule {
        public static let description = RuleDescription(
            id: "models.unused-label", severity: .note,
            summary: "An ML label is never the target of a jump.",
            explanation: """
                What it checks: every `<label src=L>` is named by some jump or `rejectIfNotValid \
                label=` of its program.

                Why it matters: harmless to the SDK, but a label nobody jumps to often means a \
                jump that names another label by mistake.

                Fix: delete the label, or point the intended jump at it.
                """,
            nonTriggeringExamples: [program("          <jump dst=\"END\"/>\n          <label src=\"END\"/>")],
            triggeringExamples: [program("          <label ↓src=\"END\"/>")])

        package static func visitProgram(_ facts: ProgramFacts, into findings: inout [ModelFinding]) {
            for unused in facts.unusedLabels { findings.append(finding(unused.label, at: unused.definition)) }
        }

        static func finding(_ label: String, at definition: XMLAttribute) -> ModelFinding {
            ModelFinding(description, at: definition, "label '\(label)' is never the target of a jump")
        }
    }
}
