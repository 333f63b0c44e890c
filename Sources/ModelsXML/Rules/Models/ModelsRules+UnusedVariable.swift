import Diagnostics

extension ModelsRules {
    public enum UnusedVariable: Rule {
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
    }
}
