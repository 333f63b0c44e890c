import Diagnostics

extension XLIFFRules {
    public enum NeedsReview: Rule, XLIFFRule {
        public static let description = RuleDescription(
            id: "xliff.needs-review",
            severity: .warning,
            summary: "An XLIFF unit is in state new or needs-*; it is not imported without --accept-needs-review.",
            explanation: """
                What it checks: on `strings --import`, the `state` of each `<target>`. `translated`, \
                `final`, `signed-off` (or no state) are imported; `new` and every `needs-*` state \
                (`needs-review-translation`, `needs-translation`...) are listed and skipped.

                Why it matters: a translation tool marks a text it is not sure of (a fuzzy match, a \
                machine translation) for review; importing it as final ships it to users.

                Fix: review the unit and set it to `translated`, or import with \
                `--accept-needs-review` when drafts are wanted (a test build).
                """,
            nonTriggeringExamples: [
                example(
                    "<trans-unit id=\"selphid_component_tip_title\"><source>Photo</source>"
                        + "<target state=\"final\">Photo du document</target></trans-unit>")
            ],
            triggeringExamples: [
                example(
                    "<trans-unit id=\"selphid_component_tip_title\"><source>Photo</source>"
                        + "↓<target state=\"needs-review-translation\">Photo du document</target></trans-unit>")
            ]
        )

        /// A unit still under review, unless drafts are accepted: it is kept out.
        public static func checkUnit(_ unit: XLIFFUnit, _ context: XLIFFContext) -> Bool {
            guard unit.unit.needsReview, !context.options.acceptNeedsReview else { return true }
            context.report(
                description, at: unit.location,
                "'\(unit.unit.key)' is in state '\(unit.unit.state ?? "")': not imported")
            return false
        }
    }
}
