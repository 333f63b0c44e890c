import Diagnostics

extension DoctorRules {
    public enum ResourcesPath: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.resources-path", severity: .error,
            summary: "SelphIDConfigurationData.resourcesPath names no resources zip of the project.",
            explanation: """
                What it checks: a `resourcesPath` string literal set on a \
                `SelphIDConfigurationData` (in its initializer, or assigned to a variable holding \
                one) names a `.zip` that is a file of the project (its path, relative to the \
                app's Resources folder, is the end of the file's path). When it does, \
                `specificData` set on the same object is checked against the document models of \
                that zip (the `specific-data.*` rules).

                Why it matters: "resourcesPath: Sets the path where the widget resource file is \
                located ... This path must be specified relative to the 'Resources' folder of \
                the main application." A wrong path ends the capture with \
                SPD_RESOURCES_NOT_FOUND ("The resources zip was not found").

                Fix: name the zip as it is in the app's Resources, and add it to the target's \
                Copy Bundle Resources.
                """,
            nonTriggeringExamples: [X.selphID()],
            triggeringExamples: [
                X.selphID(["resourcesPath": "conf.resourcesPath = ↓\"selphid-resources.zip\""]),
                X.selphID(["resourcesPath": "conf.resourcesPath = ↓\"fphi-selphid-widget-resources-sdk\""]),
            ])

        /// `resourcesPath` must name a zip in the app's resources.
        static func visit(selphID configuration: SelphIDConfiguration, _ sink: DiagnosticSink) {
            guard let token = configuration.settings.string("resourcesPath"), let path = token.literal?.value else {
                return
            }
            let shown = DoctorText.shown(path)
            if !path.lowercased().hasSuffix(".zip") {
                sink.report(
                    description, at: configuration.location(of: token),
                    "resourcesPath \"\(shown)\" names no zip: the SDK expects the resources zip (SPD_RESOURCES_NOT_FOUND)"
                )
            } else if configuration.resourcesFile == nil {
                sink.report(
                    description, at: configuration.location(of: token),
                    "resourcesPath \"\(shown)\" names no file of the project: the path is relative to the app's "
                        + "Resources folder; the SDK fails with SPD_RESOURCES_NOT_FOUND")
            }
        }
    }
}
