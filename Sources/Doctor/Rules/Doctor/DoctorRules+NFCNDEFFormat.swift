import Diagnostics

extension DoctorRules {
    public enum NFCNDEFFormat: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.nfc-ndef-format", severity: .error,
            summary: "NDEF in the NFC formats entitlement of an app for iOS 13 or later: the upload is rejected.",
            explanation: """
                What it checks: `com.apple.developer.nfc.readersession.formats` in the target's \
                `.entitlements` does not list `NDEF` when the target's deployment target \
                (`IPHONEOS_DEPLOYMENT_TARGET` of the configuration, else of the project; when \
                neither sets it, Xcode builds for its SDK's version, 13 or later) is iOS 13 or \
                later. Whatever reads NFC (NFCNDEFReaderSession, NFCTagReaderSession, an SDK). \
                Targets built without an Xcode project, and targets whose deployment target is \
                set by no configuration of the project but may be by an `.xcconfig` file (not \
                read), are not judged: their deployment target is unknown.

                Why it matters: App Store Connect rejects the upload: "ITMS-90778: Invalid \
                entitlement for core nfc framework. The sdk version '13.0' and min OS version \
                '13.0' are not compatible for the entitlement \
                'com.apple.developer.nfc.readersession.formats' because 'NDEF is disallowed'". \
                The app builds and runs from Xcode; the failure comes at the upload. From iOS \
                13, `TAG` covers NFCNDEFReaderSession too. On iOS 11 and 12 `NDEF` is right.

                Fix: list `TAG` only (Signing & Capabilities, Near Field Communication Tag \
                Reading), or lower the deployment target below 13 if the app must run on iOS 12.
                """,
            nonTriggeringExamples: [
                X.selphID(),
                X.example(X.app()),
                X.nfcApp(X.ndefReaderSource, entitlements: [X.formats("NDEF")], deployment: "11.0"),
                X.nfcApp(X.ndefReaderSource, entitlements: [X.formats("NDEF", "TAG")], deployment: "12.4"),
                X.nfcApp(X.ndefReaderSource),
                // Based on an .xcconfig file, which may set the deployment target: unknown.
                X.nfcApp(
                    X.ndefReaderSource, entitlements: [X.formats("NDEF")], deployment: nil, configurationFile: true),
            ],
            triggeringExamples: [
                X.nfcApp(X.ndefReaderSource, entitlements: [(X.formats.key, ndefMarked)]),
                X.nfcApp(
                    X.ndefReaderSource,
                    entitlements: [
                        (X.formats.key, "<array>\n\t\t↓<string>NDEF</string>\n\t\t<string>TAG</string>\n\t</array>")
                    ],
                    deployment: "13.0"),
                // Not set: Xcode builds for its SDK's version.
                X.nfcApp(X.ndefReaderSource, entitlements: [(X.formats.key, ndefMarked)], deployment: nil),
            ])

        static let ndefMarked = "<array>\n\t\t↓<string>NDEF</string>\n\t</array>"

        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            guard let entitlements = target.app.entitlements, let deployment = target.app.deploymentTarget,
                let formats = target.entitlement(NFCKeys.formats)
            else { return }
            let items = formats.value.array ?? [formats.value]
            guard let ndef = items.first(where: { $0.string == "NDEF" }) else { return }
            let version: String
            if let value = deployment.value {
                guard let major = deployment.major, major >= 13 else { return }
                let place = deployment.location.map { " (in \($0.file))" } ?? ""
                version = "IPHONEOS_DEPLOYMENT_TARGET = \(DoctorText.shown(value))\(place)"
            } else {
                guard !deployment.mayBeInConfigurationFile else { return }
                version = "no IPHONEOS_DEPLOYMENT_TARGET (Xcode builds for its SDK's iOS, 13 or later)"
            }
            sink.report(
                description, at: entitlements.location(ndef.line, ndef.column),
                "NDEF in \(NFCKeys.formats) of \(entitlements.path), with \(version) for target "
                    + "'\(target.app.name)': App Store Connect rejects the upload (ITMS-90778: NDEF is disallowed "
                    + "from iOS 13); list TAG, which NFCNDEFReaderSession uses from iOS 13\(entitlements.lineNote)")
        }
    }
}
