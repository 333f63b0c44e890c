import Diagnostics

extension LottieRules {
    public enum NotJSON: Rule {
        public static let description = RuleDescription(
            id: "lottie.not-json", severity: .error,
            summary: "A Lottie file is not valid JSON.",
            explanation: """
                What it checks: the animation parses as strict JSON (RFC 8259); the finding is \
                at the first syntax error (a trailing comma, a comment, an unquoted key...).

                \(why)a file that does not parse leaves an empty frame where the tip or \
                tutorial animation should play, with no message.

                Fix: export the animation again from Bodymovin or LottieFiles, or fix the \
                character at the reported place.
                """,
            nonTriggeringExamples: [RuleExample("anim.json", LottieExample.valid, command: "lottie")],
            triggeringExamples: [
                RuleExample("anim.json", "{\(LottieExample.header),\n\"layers\": [],\n↓}\n", command: "lottie"),
                RuleExample("selphid_anim_tip_id_male.json", "↓<html>not found</html>\n", command: "lottie"),
            ])

        /// The file does not parse: there is no animation to check further.
        static func report(_ error: JSONSyntaxError, _ findings: LottieFindings) {
            findings.report(
                description, line: error.line, column: error.column, .root,
                "not valid JSON: \(error.message); players show an empty frame")
        }
    }
}
