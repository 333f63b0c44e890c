import Diagnostics

extension ModelsRules {
    public enum ThresholdRange: Rule, ModelRule {
        public static let description = RuleDescription(
            id: "models.threshold-range", severity: .error,
            summary: "A similarity threshold is not a number, negative, or a fraction above 1.",
            explanation: """
                What it checks: `threshold` (and `param_2` of `op="distance"`) is a ratio in \
                0..1, or a whole number of differing characters (the vendor's files use 1 to 5 \
                for short words). `0.3.5`, `-1`, `1.5` or `30%` are reported.

                Why it matters: the SDK compares text with this tolerance; a value it cannot use \
                makes the match always or never succeed.

                Fix: write the ratio as 0.3, or a whole number of edits.
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineContent dst=\"a\" content=\"DNI\" threshold=\"0.3\"/>\n          <findLineContent dst=\"a\" content=\"NIE\" threshold=\"2\"/>\n          <assignField src=\"a\" field=\"X\"/>"
                )
            ],
            triggeringExamples: [
                program(
                    "          <findLineContent dst=\"a\" content=\"DNI\" ↓threshold=\"1.5\"/>\n          <assignField src=\"a\" field=\"X\"/>"
                ),
                program(
                    "          <calculateOffset x=\"0\" y=\"0\" w=\"1\" h=\"1\" content=\"DNI\" ↓threshold=\"30%\"/>"),
            ])

        package static func visitProgram(_ facts: ProgramFacts, into findings: inout [ModelFinding]) {
            for unfit in facts.unfitThresholds { findings += Self.findings(unfit.threshold, on: unfit.tag) }
        }

        /// Its callers have already let plain ratios and whole numbers (nearly all) through.
        static func findings(_ attribute: XMLAttribute, on tag: XMLStartTag) -> [ModelFinding] {
            let rule = description
            guard let value = Double(attribute.value), value.isFinite else {
                return [
                    ModelFinding(
                        rule, at: attribute, "\(attribute.name) '\(attribute.value)' on <\(tag.name)> is not a number")
                ]
            }
            // A ratio in 0..1, or (for text matching) a whole number of differing characters.
            if value < 0 || (value > 1 && value != value.rounded()) {
                return [
                    ModelFinding(
                        rule, at: attribute,
                        "\(attribute.name) \(attribute.value) on <\(tag.name)> is outside 0..1 (and not a whole number of edits)"
                    )
                ]
            }
            return []
        }
    }
}
