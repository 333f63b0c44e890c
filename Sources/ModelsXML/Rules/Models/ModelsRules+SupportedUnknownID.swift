import Diagnostics

extension ModelsRules {
    public enum SupportedUnknownID: Rule {
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
    }
}
