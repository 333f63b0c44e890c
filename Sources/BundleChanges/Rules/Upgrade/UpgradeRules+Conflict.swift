import Diagnostics

extension UpgradeRules {
    public enum Conflict: Rule {
        public static let description = RuleDescription(
            id: "upgrade.conflict",
            severity: .warning,
            summary: "The customer and the vendor changed the same unit differently.",
            explanation: """
                What it checks: in `idv-res upgrade CUSTOM --from BASE --to NEW`, each unit (a \
                token's text in one language, one attribute of a view element, a resource file \
                in one density, in a document model one instruction (an element of a Version: \
                its name and attributes) or one attribute of a Version or of a block such as \
                `ML`, any other file) that CUSTOM and NEW both changed from BASE, to different \
                values. The finding is at the unit in CUSTOM and names the three values (of an \
                instruction, the attributes that differ) with the unit's place in BASE and NEW. \
                A unit the vendor removed while the customer changed it is a conflict too, and so \
                are different instructions both sides added at one place (both are kept, the \
                customer's first: the order of a program matters).

                Why it matters: either choice loses something: the customer's value drops the \
                vendor's fix, the vendor's value drops the customisation. The merge keeps the \
                customer's value (or, with `--prefer vendor`, the vendor's) and says so, so a \
                person decides.

                Fix: look at both values; keep the one you want in the upgraded bundle (edit \
                it, or rerun with `--prefer vendor`).
                """,
            nonTriggeringExamples: [
                upgrade(
                    base: "    <token id=\"Title\">Hello</token>\n",
                    custom: "    <token id=\"Title\">Welcome</token>\n",
                    new: "    <token id=\"Title\">Hello</token>\n    <token id=\"Next\">Next</token>\n"),
                upgrade(
                    base: "    <token id=\"Title\">Hello</token>\n",
                    custom: "    <token id=\"Title\">Hi</token>\n",
                    new: "    <token id=\"Title\">Hi</token>\n"),
            ],
            triggeringExamples: [
                upgrade(
                    base: "    <token id=\"Title\">Hello</token>\n",
                    custom: "    <token ↓id=\"Title\">Welcome</token>\n",
                    new: "    <token id=\"Title\">Hello!</token>\n")
            ]
        )
    }
}
