import Diagnostics

extension BundleRules {
    public enum MissingRequired: Rule, BundleRule {
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

        /// A zip, or a directory laid out like a bundle, that holds something idv-res reads.
        static func check(_ context: BundleContext) {
            guard context.reader.kind != .file else { return }
            // Nothing to check was said once; "widget.xml is missing" would only repeat it.
            guard !context.holdsNothingToCheck else { return }
            guard context.reader.kind == .zip || BundleRules.looksLikeResourcesBundle(context.reader) else { return }
            let roles = Set(context.files { _ in true }.map { BundleLayout.role(of: $0.path) })
            if !roles.contains(.views) {
                context.sink.report(
                    description, at: context.location("widget.xml"),
                    "widget.xml is missing: the SDK draws every screen with its built-in defaults")
            }
            if !roles.contains(.translations(language: nil)) {
                context.sink.report(
                    description, at: context.location("strings/strings.xml"),
                    "strings/strings.xml is missing: the default language has no texts")
            }
        }
    }
}
