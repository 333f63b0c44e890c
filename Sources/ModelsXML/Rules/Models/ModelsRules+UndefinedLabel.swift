import Diagnostics

extension ModelsRules {
    public enum UndefinedLabel: Rule, ModelRule {
        public static let description = RuleDescription(
            id: "models.undefined-label", severity: .error,
            summary: "An ML jump (or rejectIfNotValid label=) goes to a label its program does not define.",
            explanation: """
                What it checks: every `jump`, `jumpIfValid`, `jumpIfNotValid`, `jumpIfValid2` dst \
                and `rejectIfNotValid label` names a `<label src=...>` of the same ML program.

                Why it matters: a jump to nowhere ends the program or is ignored, depending on the \
                SDK version: either way the steps the jump was meant to skip to never run.

                Fix: correct the label name (the closest defined one is suggested) or add the label.
                """,
            nonTriggeringExamples: [program("          <jump dst=\"END\"/>\n          <label src=\"END\"/>")],
            triggeringExamples: [program("          <jump ↓dst=\"ED\"/>\n          <label src=\"END\"/>")])

        package static func visitProgram(_ facts: ProgramFacts, into findings: inout [ModelFinding]) {
            for undefined in facts.undefinedLabels {
                findings.append(
                    finding(undefined.reference, of: undefined.instruction, in: facts.kind, labels: facts.labels))
            }
        }

        /// The jump of instruction `instruction` at `attribute` (its label) in a block of `kind`
        /// whose labels are `labels`.
        static func finding(
            _ attribute: XMLAttribute, of instruction: String, in kind: String, labels: some Collection<String>
        ) -> ModelFinding {
            let label = attribute.value
            let suggestion = Suggestions.closest(to: label, in: labels)
            return ModelFinding(
                description, at: attribute,
                "<\(instruction)> goes to label '\(label)', which no <label> of this <\(kind)> defines\(Suggestions.didYouMean(suggestion))",
                suggestion: suggestion)
        }
    }
}
