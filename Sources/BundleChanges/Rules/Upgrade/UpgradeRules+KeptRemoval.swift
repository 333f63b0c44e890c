import Diagnostics

extension UpgradeRules {
    public enum KeptRemoval: Rule {
        public static let description = RuleDescription(
            id: "upgrade.kept-removal",
            severity: .note,
            summary: "A unit the customer removed stays removed, though the vendor changed it.",
            explanation: """
                What it checks: in `idv-res upgrade`, a unit (token, attribute, element, file, \
                Version) that BASE has, CUSTOM removed, and NEW changed. The merge keeps the \
                customer's removal; the note names the vendor's new value and where it is.

                Why it matters: the vendor's change may be a fix the customer wants after all.

                Fix: nothing, if the removal is meant; else copy the unit from NEW.
                """,
            triggeringExamples: [
                upgrade(
                    base: "    <token id=\"Title\">Hello</token>\n    <token id=\"Skip\">Skip</token>\n",
                    custom: "    <token id=\"Title\">Hello</token>\n",
                    new: "    <token id=\"Title\">Hello</token>\n    <token id=\"Skip\">Skip it</token>\n",
                    more: [:])
            ]
        )
    }
}
