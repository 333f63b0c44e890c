import Diagnostics

extension ModelsRules {
    public enum SupportedUnknownID: Rule, ModelRule {
        public static let description = RuleDescription(
            id: "models.supported-unknown-id", severity: .error,
            summary:
                "<Supported> lists a code that is no country, or an exception that names no DocumentID of the file.",
            explanation: """
                What it checks: `Front` and `Back` of `<Supported>` are ALL or comma-separated \
                ISO 3166-1 alpha-2 codes (UK and XK accepted); `Exceptions-Front` and \
                `Exceptions-Back` name DocumentID ids of the same file.

                Why it matters: the SDK compares the country it read with these lists; a code \
                that is no country never matches, and an exception for a country without a model \
                excludes nothing.

                Fix: correct the code (the closest one is suggested) or drop it.
                """,
            nonTriggeringExamples: [
                RuleExample(
                    path,
                    models(
                        "",
                        tail:
                            "  <Supported Front=\"ES,FR\" Back=\"ALL\" Exceptions-Front=\"ES\" Exceptions-Back=\"\"/>\n"
                    ))
            ],
            triggeringExamples: [
                RuleExample(
                    path,
                    models(
                        "",
                        tail:
                            "  <Supported Front=\"ES,FR\" Back=\"ALL\" ↓Exceptions-Front=\"FR\" Exceptions-Back=\"\"/>\n"
                    )),
                RuleExample(path, models("", tail: "  <Supported ↓Front=\"ES,FX1\" Back=\"ALL\"/>\n")),
            ])

        package static func finishFile(_ file: DocumentModelFile, into findings: inout [ModelFinding]) {
            findings += Self.findings(file)
        }

        static func findings(_ file: DocumentModelFile) -> [ModelFinding] {
            let rule = description
            let ids = Set(file.documents.compactMap { $0.id?.value })
            var findings: [ModelFinding] = []
            for tag in file.supported {
                for side in ["Front", "Back"] {
                    guard let list = tag[attribute: side], list.value != "ALL" else { continue }
                    for code in ModelFileChecks.entries(list.value)
                    where CountryCodes.alpha2ToAlpha3[code] == nil && !ids.contains(code) {
                        let suggestion = Suggestions.closest(
                            to: code, in: CountryCodes.alpha2ToAlpha3.keys, maxDistance: 1)
                        findings.append(
                            ModelFinding(
                                rule, at: list,
                                "Supported \(side) lists '\(code)', which is no ISO 3166-1 alpha-2 code\(Suggestions.didYouMean(suggestion))",
                                suggestion: suggestion))
                    }
                }
                for side in ["Exceptions-Front", "Exceptions-Back"] {
                    guard let list = tag[attribute: side] else { continue }
                    for code in ModelFileChecks.entries(list.value) where !ids.contains(code) {
                        let suggestion = Suggestions.closest(to: code, in: ids)
                        findings.append(
                            ModelFinding(
                                rule, at: list,
                                "Supported \(side) names '\(code)', but no DocumentID of this file has that id\(Suggestions.didYouMean(suggestion))",
                                suggestion: suggestion))
                    }
                }
            }
            return findings
        }
    }
}
