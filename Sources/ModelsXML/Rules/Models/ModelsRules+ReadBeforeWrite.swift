import Diagnostics

extension ModelsRules {
    public enum ReadBeforeWrite: Rule, ModelRule {
        public static let description = RuleDescription(
            id: "models.read-before-write", severity: .warning,
            summary: "An ML instruction reads a variable that no earlier instruction of its program writes.",
            explanation: """
                What it checks: in each ML program, in order, every variable an instruction reads \
                (`src`, `src2`...) was written before by some instruction (`dst`, `dst1`..., and \
                the line `src` of findLineMatch). Instructions that work in place on `dst` are not \
                counted, and `rejectIfNotValid src="dummy"` on a variable nothing writes is the \
                vendor's unconditional reject, so it is not reported.

                Why it matters: an unset variable is never valid: the instruction does nothing, \
                the field it feeds is never filled, and a rejectIfNotValid on it rejects every \
                document. Usually a typo (`DoBStr` for `dobStr`) or a step deleted above.

                Fix: read the variable that was meant (the closest written one is suggested), or \
                restore the instruction that writes it.
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineContent dst=\"dobStr\" content=\"DOB\"/>\n          <assignIfValid dst=\"dob\" src=\"dobStr\" offset=\"1\"/>\n          <assignField src=\"dob\" field=\"DateOfBirth\"/>"
                )
            ],
            triggeringExamples: [
                program(
                    "          <findLineContent dst=\"dobStr\" content=\"DOB\"/>\n          <assignIfValid dst=\"dob\" ↓src=\"DoBStr\" offset=\"1\"/>\n          <assignField src=\"dob\" field=\"DateOfBirth\"/>"
                )
            ])

        package static func visitProgram(_ facts: ProgramFacts, into findings: inout [ModelFinding]) {
            for read in facts.readsBeforeWrite {
                findings.append(finding(read.use, by: read.instruction, in: facts.kind, written: facts.written))
            }
        }

        /// `attribute` (a variable) read by `instruction` in a block of `kind` where `written`
        /// are the variables some instruction writes.
        static func finding(_ attribute: XMLAttribute, by instruction: String, in kind: String, written: Set<String>)
            -> ModelFinding
        {
            let variable = attribute.value
            let suggestion = Suggestions.closest(to: variable, in: written)
            let never =
                written.contains(variable)
                ? "before any instruction writes it" : "and no instruction of this <\(kind)> writes it"
            return ModelFinding(
                description, at: attribute,
                "<\(instruction)> reads variable '\(variable)' \(never), so it is never valid there\(Suggestions.didYouMean(suggestion))",
                suggestion: suggestion)
        }
    }
}
