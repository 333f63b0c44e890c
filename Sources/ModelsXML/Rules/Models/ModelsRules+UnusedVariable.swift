import Diagnostics

extension ModelsRules {
    public enum UnusedVariable: Rule, ModelRule {
        public static let description = RuleDescription(
            id: "models.unused-variable", severity: .note,
            summary: "An ML variable is written but never read.",
            explanation: """
                What it checks: every variable an ML program writes is read by some instruction \
                of the program (or published by assignField). Reported once, at the first write.

                Why it matters: harmless to the SDK, but it costs OCR work on the phone, and it \
                often means the reading instruction names another variable by mistake.

                Fix: delete the instructions that compute it, or read it where it was meant.
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineContent dst=\"a\" content=\"DNI\"/>\n          <assignField src=\"a\" field=\"X\"/>"
                )
            ],
            triggeringExamples: [program("          <findLineContent ↓dst=\"a\" content=\"DNI\"/>")])

        package static func visitProgram(_ facts: ProgramFacts, into findings: inout [ModelFinding]) {
            for write in facts.unreadWrites { findings.append(finding(write)) }
        }

        /// Its subject is the variable: `ModelFileChecks.oncePerFile` keeps one per file, and adds
        /// to its message in how many more programs it is written and never read.
        static func finding(_ write: XMLAttribute) -> ModelFinding {
            var finding = ModelFinding(description, at: write, "variable '\(write.value)' is written but never read")
            finding.subject = write.value
            return finding
        }

        static func inMorePrograms(_ count: Int) -> String {
            " (nor in \(count) more \(count == 1 ? "program" : "programs") of this file)"
        }
    }
}
