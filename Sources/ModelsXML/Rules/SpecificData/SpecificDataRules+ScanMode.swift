import Diagnostics

extension SpecificDataRules {
    public enum ScanMode: Rule, SpecificDataRule {
        public static let description = RuleDescription(
            id: "specific-data.scan-mode", severity: .error,
            summary:
                "specificData does not suit the scan mode: MODE_SPECIFIC wants exactly one document; MODE_GENERIC ignores it.",
            explanation: """
                What it checks: with `--scan-mode MODE_SPECIFIC` the string selects exactly one \
                document model (one Version; `<ALL>` of a country with one version counts as one). \
                With MODE_GENERIC a note says the string is ignored. MODE_SEARCH takes any.

                Why it matters: in MODE_SPECIFIC the SDK expects to know the document; given \
                several it picks one, or none, without telling the app.

                Fix: name one Version (`ES|ESP_I_3`), or use MODE_SEARCH.
                """,
            nonTriggeringExamples: [
                example("ES|ESP_I_3", mode: "MODE_SPECIFIC"), example("ES|<ALL>", mode: "MODE_SEARCH"),
            ],
            triggeringExamples: [
                example("ES|<ALL>", mode: "MODE_SPECIFIC", column: 1),
                example("ES|<ALL>", mode: "MODE_GENERIC", column: 1),
            ])

        package static func visitParsed(
            _ string: SpecificDataString, _ data: SpecificData, into diagnostics: inout [Diagnostic]
        ) {
            diagnostics += findings(
                string.text, data: data, scanMode: string.scanMode, selected: data.selected(models: string.models),
                at: string.at)
        }

        /// `selected`: how many documents `data` selects, nil when it cannot be counted.
        static func findings(
            _ text: String, data: SpecificData, scanMode: String?, selected: Int?, at: (Int?) -> Location
        ) -> [Diagnostic] {
            switch scanMode {
            case "MODE_GENERIC":
                var note = Diagnostic(
                    description, at: at(1),
                    "MODE_GENERIC ignores specificData: \"\(text)\" has no effect in this scan mode")
                note.severity = .note
                return [note]
            case "MODE_SPECIFIC":
                if let selected {
                    if selected != 1 {
                        return [
                            Diagnostic(
                                description, at: at(1),
                                "MODE_SPECIFIC needs exactly one document, but \"\(text)\" selects \(selected)")
                        ]
                    }
                } else if data.entries.count != 1 || data.entries[0].items == nil {
                    return [
                        Diagnostic(
                            description, at: at(1),
                            "MODE_SPECIFIC needs exactly one document, but \"\(text)\" names \(data.entries.count > 1 ? "several countries" : "a whole country")"
                        )
                    ]
                }
                return []
            default:
                return []
            }
        }
    }
}
