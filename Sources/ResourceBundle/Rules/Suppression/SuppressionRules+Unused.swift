import Diagnostics

extension SuppressionRules {
    public enum Unused: Rule {
        public static let description = RuleDescription(
            id: "suppression.unused",
            severity: .note,
            summary: "An idv-res-disable comment suppresses nothing.",
            explanation: """
                What it checks: each `<!-- idv-res-disable-next-line RULE -->` comment in an XML \
                file is followed by a line with a finding of RULE, and each file-level \
                `<!-- idv-res-disable RULE -->` has a finding of RULE in its file. RULE is a \
                rule id, `category.*` or `*`; several may be listed; none means every rule.

                Why it matters: once the problem is fixed, a leftover suppression would hide \
                the next real mistake on that line without anyone noticing.

                Fix: delete the comment (or correct the rule id it names).
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": """
                    <facephi-widget-conf version="1.3">
                    <!-- idv-res-disable-next-line views.unknown-element -->
                    <view id="a"><bogus/></view>
                    </facephi-widget-conf>

                    """, "strings/strings.xml": "<translations/>\n",
                ])
            ],
            triggeringExamples: [
                RuleExample([
                    "widget.xml": """
                    <facephi-widget-conf version="1.3">
                    ↓<!-- idv-res-disable-next-line views.unknown-element -->
                    <view id="a"/>
                    </facephi-widget-conf>

                    """, "strings/strings.xml": "<translations/>\n",
                ]),
                RuleExample([
                    "strings/strings.xml": """
                    <translations>
                    ↓<!-- idv-res-disable translations.* -->
                    </translations>

                    """, "widget.xml": "<facephi-widget-conf version=\"1.3\"/>\n",
                ]),
            ]
        )

        /// `suppression` silenced no finding of the run.
        static func finding(_ suppression: InlineSuppression, at location: Location) -> Diagnostic {
            let scope = suppression.targetLine.map { "on line \($0)" } ?? "in this file"
            return Diagnostic(
                description, at: location,
                "suppression of \(suppression.patterns.joined(separator: ", ")) is unused: no such finding \(scope)")
        }
    }
}
