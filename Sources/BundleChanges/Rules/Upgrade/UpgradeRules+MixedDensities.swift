import Diagnostics

extension UpgradeRules {
    public enum MixedDensities: Rule {
        public static let description = RuleDescription(
            id: "upgrade.mixed-densities",
            severity: .warning,
            summary: "A resource is the customer's own in some densities and the vendor's new one in others.",
            explanation: """
                What it checks: in `idv-res upgrade`, each resource name (`logo.png`) of the \
                merged bundle: the customer's own file kept in some densities (`resources/<N>dpi/`) \
                while the vendor's new file came in others. Each density was merged right on its \
                own: the customer changed it there, the vendor elsewhere.

                Why it matters: the SDK picks the density of the phone, so one phone shows the \
                customer's logo and another the vendor's new one (a 281x57 logo beside a 121x25 \
                one): a brand image that changes with the screen.

                Fix: put the customer's image in every density (scaled to each), or take the \
                vendor's everywhere.
                """,
            triggeringExamples: [
                upgrade(
                    base: "    <token id=\"Title\">Hello</token>\n", custom: "    <token id=\"Title\">Hello</token>\n",
                    new: "    <token id=\"Title\">Hello</token>\n",
                    more: [
                        "base/resources/163dpi/logo.png": "vendor logo\n",
                        "base/resources/326dpi/logo.png": "vendor logo\n",
                        "custom/resources/163dpi/logo.png": "vendor logo\n",
                        "custom/resources/326dpi/logo.png": "customer logo\n",
                        "new/resources/163dpi/logo.png": "new vendor logo\n",
                        "new/resources/326dpi/logo.png": "vendor logo\n",
                    ])
            ]
        )

        /// `name` is the customer's in the densities `yours` and the vendor's new one in `vendors`.
        static func finding(_ name: String, yours: [String], vendors: [String], at location: Location) -> Diagnostic {
            Diagnostic(
                description, at: location,
                "\(name.escapingControlCharacters): yours in \(yours.joined(separator: ", ")) beside the vendor's new "
                    + "one in \(vendors.joined(separator: ", ")): each density shows another image; put yours in "
                    + "every density, or take the vendor's")
        }
    }
}
