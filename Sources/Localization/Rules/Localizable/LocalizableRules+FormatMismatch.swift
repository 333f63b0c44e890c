import Diagnostics

extension LocalizableRules {
    public enum FormatMismatch: Rule, LocalizableRule, XLIFFRule {
        public static let description = RuleDescription(
            id: "localizable.format-mismatch",
            severity: .error,
            summary: "A value's format specifiers (%@, %d, %1$@) differ from the SDK default or the base language.",
            explanation: """
                What it checks: the printf-style specifiers of each value (argument number and \
                type: `%@`, `%d`, `%ld`, `%1$@`, `%.1f`) equal those of the catalog default for \
                SDK keys, and those of the base language (`--base`, default `en`) for the app's \
                own keys. `%%` and a `%` that starts no specifier are text.

                Why it matters: `String(format:)` takes its arguments by specifier: a `%@` where \
                the code passes an integer crashes the app, a missing one drops a value, and a \
                specifier the SDK does not fill shows up as `%@` on screen.

                Fix: keep exactly the specifiers of the default; reorder with positions \
                (`%2$@ %1$@`) rather than by changing them.
                """,
            nonTriggeringExamples: [
                RuleExample([
                    en: "\"app_greeting\" = \"Hello %@, you have %d documents\";\n",
                    es:
                        "\"app_greeting\" = \"Hola %1$@, tienes %2$d documentos\";\n\"selphid_component_tip_title\" = \"Foto al 100%%\";\n",
                ])
            ],
            triggeringExamples: [
                RuleExample(es, "\"selphid_component_tip_title\" = ↓\"Foto %@\";\n"),
                RuleExample([en: "\"app_greeting\" = \"Hello %@\";\n", es: "\"app_greeting\" = ↓\"Hola %d\";\n"]),
            ]
        )

        public static func checkKey(_ key: LocalizableKey, _ context: LocalizableContext) {
            let mine = FormatSpecifiers(key.entry.value)
            let name = "'\(key.entry.key)' in '\(key.table.language)' has format specifiers \(mine)"
            if let sdkDefault = key.sdkDefault {
                guard !EmptyValue.fires(on: key) else { return }
                let reference = FormatSpecifiers(sdkDefault)
                guard mine.arguments != reference.arguments else { return }
                context.report(
                    description, at: context.at(key, value: true), "\(name) but the SDK default has \(reference)")
            } else if let baseEntry = key.base[key.entry.key] {
                // The app's own texts: their translations must take the base's arguments.
                let reference = FormatSpecifiers(baseEntry.value)
                guard mine.arguments != reference.arguments else { return }
                context.report(
                    description, at: context.at(key, value: true),
                    "\(name) but '\(context.baseLanguage)' has \(reference)")
            }
        }

        /// On import: a unit's translation against the SDK default or its source; kept out.
        public static func checkUnit(_ unit: XLIFFUnit, _ context: XLIFFContext) -> Bool {
            let reference = FormatSpecifiers(unit.reference)
            let translated = FormatSpecifiers(unit.unit.target)
            guard reference.arguments != translated.arguments else { return true }
            context.report(
                description, at: unit.location,
                "the '\(context.language)' text of '\(unit.unit.key)' has format specifiers \(translated) but the source has \(reference)"
            )
            return false
        }
    }
}
