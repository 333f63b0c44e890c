import Diagnostics

extension ModelsRules {
    public enum CaptureGroup: Rule, ModelRule {
        public static let description = RuleDescription(
            id: "models.capture-group", severity: .error,
            summary: "An ML value uses $N beyond the capture groups its regex defines.",
            explanation: """
                What it checks: in `findLineMatch*`, `matchIfValid*` and the other instructions \
                with a `regex`, every `$N` of `value` (`value1`...) names a group of the regex. \
                Groups are counted as ICU counts them: `(?:...)`, lookarounds `(?=` `(?!` `(?<=` \
                `(?<!`, flag groups, escaped parentheses `\\(` and parentheses inside a character \
                class do not capture; a named group `(?<name>...)` does. As in ICU, `$12` with \
                fewer than 12 groups is `$1` followed by `2`.

                Why it matters: a group that does not exist is empty, so that part of the value \
                is always missing: a document number `1.234.567-` without its check character \
                (the real case: `value="($1).($2).($3)-($4)"` on a regex of three groups).

                Fix: add the missing group to the regex, or drop the reference.
                """,
            nonTriggeringExamples: [
                program(
                    "          <findLineMatch dst=\"d\" regex=\"(?:DNI)?\\(([0-9]{2})[(]([0-9]{2})\" value=\"($1)/($2)\"/>\n"
                        + "          <assignField src=\"d\" field=\"X\"/>")
            ],
            triggeringExamples: [
                program(
                    "          <findLineMatch dst=\"d\" regex=\"([0-9]{3})\\.([0-9]{3})\" ↓value=\"($1).($2)-($3)\"/>\n"
                        + "          <assignField src=\"d\" field=\"X\"/>")
            ])

        package static func visitProgram(_ facts: ProgramFacts, into findings: inout [ModelFinding]) {
            for miss in facts.missingGroups {
                findings.append(finding(miss.value, of: miss.tag, uses: miss.number, groups: miss.groups))
            }
        }

        /// `$number` in `attribute` of `tag`, whose regex defines only `groups` groups.
        static func finding(_ attribute: XMLAttribute, of tag: XMLStartTag, uses number: Int, groups: Int)
            -> ModelFinding
        {
            let defines =
                groups == 0 ? "defines no group" : groups == 1 ? "defines 1 group" : "defines \(groups) groups"
            return ModelFinding(
                description, at: attribute,
                "\(attribute.name) of <\(tag.name)> uses $\(number), but its regex \(defines): "
                    + "that part of the value is always empty")
        }
    }
}
