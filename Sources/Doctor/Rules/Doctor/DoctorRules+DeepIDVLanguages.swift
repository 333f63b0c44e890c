import Diagnostics

extension DoctorRules {
    public enum DeepIDVLanguages: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.deepidv-languages", severity: .note,
            summary: "An app using deepidv is localised in languages its capture screens do not speak.",
            explanation: """
                What it checks: a target that uses deepidv (`SelfieCaptureView`, \
                `verifyIdentity(documentFront:selfie:type:)`, `DeepIDVError`, an `import` of its \
                module, in its Swift code) is localised only in English, Spanish and French: the \
                languages of its project's `knownRegions`, of the `.lproj` folders of the project \
                and of its Info.plist's `CFBundleLocalizations` (`Base` aside; `en-GB`, `es-MX`, \
                `fr-CA` are English, Spanish, French). The note names each other language, where \
                it is declared, and the three deepidv's screens speak.

                Why it matters: deepidv's document capture seed: "Messages are in English, \
                Spanish or French." A user of the app in another language (German, Portuguese...) \
                goes through the whole capture (the instructions, "Move a little closer", "Hold \
                still…", "Camera access is off") in one of those three. A note: it is a choice \
                to make knowingly, not a failure.

                Fix: tell those users in your own screens before the capture, or keep deepidv's \
                languages in mind for the markets you localise for; an app that only calls \
                `verifyIdentity` shows no deepidv screen and can turn this note off in \
                `.idv-res.json`.
                """,
            nonTriggeringExamples: [
                X.deepIDVApp(),
                X.deepIDVApp(knownRegions: ["en", "Base", "en-GB", "es-MX", "fr-CA"]),
                // No deepidv: the app's languages are its own business.
                X.permissionApp(X.cameraCaptureSource, info: [X.cameraUsage], knownRegions: ["en", "Base", "de"]),
            ],
            triggeringExamples: [
                X.deepIDVApp(knownRegions: ["en", "Base", "↓de", "es", "fr"]),
                // Beside the project's languages: a `.lproj` folder and CFBundleLocalizations.
                X.deepIDVApp(files: ["App/pt-BR.lproj/Localizable.strings": "\"Hold still\" = \"Fique parado\";\n"]),
                X.deepIDVApp(
                    info: [
                        X.cameraUsage,
                        (
                            "CFBundleLocalizations",
                            "<array>\n\t\t<string>en</string>\n\t\t↓<string>it</string>\n\t</array>"
                        ),
                    ]),
            ])

        static let spoken = ["en", "es", "fr"]

        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            guard let deepIDV = target.described(.deepIDV).first else { return }
            let foreign = AppLanguages.of(target).filter { !spoken.contains($0.code) }
            guard let first = foreign.first else { return }
            var codes: [String] = []
            for language in foreign where !codes.contains(language.code) { codes.append(language.code) }
            // Each language with where it is declared; past a few, the others by name only.
            let detailed = 6
            var named = codes.prefix(detailed).map { code in
                let places = foreign.filter { $0.code == code }.map(\.described)
                return "\(AppLanguages.name(code)) (\(places.joined(separator: "; ")))"
            }
            if codes.count > detailed {
                let others = codes.dropFirst(detailed).map(AppLanguages.name)
                named.append("\(others.count) more (\(others.joined(separator: ", ")))")
            }
            let users = codes.count > detailed ? "their" : codes.map(AppLanguages.name).joined(separator: ", ")
            sink.report(
                description, at: first.location,
                "target '\(target.app.name)' uses \(deepIDV) and is localised in \(named.joined(separator: ", ")): "
                    + "deepidv's capture screens speak English, Spanish or French only (\"Messages are in English, "
                    + "Spanish or French.\"), so \(users) users see the capture in one of those")
        }
    }
}
