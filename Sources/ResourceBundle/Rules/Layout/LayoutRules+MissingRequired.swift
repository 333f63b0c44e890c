import Diagnostics

extension LayoutRules {
    public enum MissingRequired: Rule {
        public static let description = RuleDescription(
            id: "bundle.missing-required",
            severity: .error,
            summary: "A resources bundle lacks widget.xml or strings/strings.xml.",
            explanation: """
                What it checks: a resources zip (or a directory with the SDK's layout) has \
                `widget.xml` at its top and the default-language `strings/strings.xml`.

                Why it matters: without them the widget silently uses its built-in look and \
                texts, so the customisation the zip was made for never shows. A common cause is \
                a zip made from the folder above, which puts everything one level down.

                Fix: zip the contents of the resources folder, not the folder (`idv-res pack DIR`).
                """,
            nonTriggeringExamples: [
                RuleExample([
                    "widget.xml": "<facephi-widget-conf version=\"1.3\"/>\n",
                    "strings/strings.xml": "<translations/>\n",
                ])
            ],
            triggeringExamples: [
                RuleExample(["strings/strings.xml": "<translations/>\n"], expected: [Location(file: "widget.xml")]),
                RuleExample(
                    ["widget.xml": "<facephi-widget-conf version=\"1.3\"/>\n"],
                    expected: [Location(file: "strings/strings.xml")]),
            ]
        )
    }
}
