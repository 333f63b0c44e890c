import Diagnostics

extension ZipRules {
    public enum Encrypted: Rule, BundleEntryRule {
        public static let description = RuleDescription(
            id: "zip.encrypted",
            severity: .error,
            summary: "An entry is encrypted: the SDK cannot read it.",
            explanation: """
                What it checks: no entry has the encryption flag (traditional PKWARE or AES).

                Why it matters: the SDK opens the resources zip without a password; an \
                encrypted widget.xml or strings file is as good as missing, and the widget \
                silently falls back to its defaults.

                Fix: re-create the zip without a password (`idv-res pack`).
                """,
            nonTriggeringExamples: [clean],
            triggeringExamples: [
                RuleExample(
                    [:],
                    archive: [
                        widget, ArchiveEntryRecipe("strings/strings.xml", "<translations/>\n", damage: [.encrypted]),
                    ],
                    expected: [Location(file: "strings/strings.xml")])
            ]
        )

        /// An encrypted entry is also damaged: nothing reads it again.
        static func visit(entry: BundleEntry, _ context: HygieneContext) {
            guard entry.isEncrypted else { return }
            context.findings.damaged.insert(entry.path)
            context.report(
                description, entry.path, "'\(entry.path)' is encrypted: the SDK has no password and cannot read it")
        }

        /// The entry at `path` turned out encrypted while being read.
        static func finding(_ path: String, at location: Location) -> Diagnostic {
            Diagnostic(description, at: location, "'\(path)' is encrypted: the SDK has no password and cannot read it")
        }
    }
}
