import Diagnostics

extension DoctorRules {
    public enum NFCNDEFFormat: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.nfc-ndef-format", severity: .error,
            summary:
                "NDEF in the NFC formats of an app for iOS 13 or later, or missing below 13: the upload is rejected.",
            explanation: """
                What it checks: `com.apple.developer.nfc.readersession.formats` in the target's \
                `.entitlements` does not list `NDEF` when the target's deployment target \
                (`IPHONEOS_DEPLOYMENT_TARGET` of the configuration, else of the project; when \
                neither sets it, Xcode builds for its SDK's version, 13 or later) is iOS 13 or \
                later, and lists it when the deployment target is below 13. Whatever reads NFC (NFCNDEFReaderSession, NFCTagReaderSession, an SDK). \
                Targets built without an Xcode project, and targets whose deployment target is \
                set by no configuration of the project but may be by an `.xcconfig` file (not \
                read), are not judged: their deployment target is unknown.

                Why it matters: App Store Connect rejects the upload with ITMS-90778 (its \
                message, as developers report it): "Invalid \
                entitlement for core nfc framework. The sdk version '13.0' and min OS version \
                '13.0' are not compatible for the entitlement \
                'com.apple.developer.nfc.readersession.formats' because 'NDEF is disallowed'". \
                The app builds and runs from Xcode; the failure comes at the upload. From iOS \
                13, `TAG` covers NFCNDEFReaderSession too. Below 13 the same check asks for it: \
                "... min OS version '12.4' are not compatible ... because 'NDEF is missing in the \
                entitlement'" (iOS 11 and 12 know `NDEF` only).

                Fix: from iOS 13, list `TAG` only (Signing & Capabilities, Near Field \
                Communication Tag Reading); below 13, list `NDEF` (and `TAG` for tag sessions).
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
                // iOS 12 without NDEF.
                X.nfcApp(
                    X.ndefReaderSource, entitlements: [X.formats("TAG")], deployment: "12.4",
                    entitlementsMark: X.formats.key),
            ])

        static let ndefMarked = "<array>\n\t\t↓<string>NDEF</string>\n\t</array>"

        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            guard let entitlements = target.app.entitlements, let deployment = target.app.deploymentTarget,
                let formats = target.entitlement(NFCKeys.formats)
            else { return }
            let items = formats.value.array ?? [formats.value]
            let ndef = items.first { $0.string == "NDEF" }
            let setIn = deployment.location.map { " (in \($0.file))" } ?? ""
            let shown = deployment.value.map { "IPHONEOS_DEPLOYMENT_TARGET = \(DoctorText.shown($0))\(setIn)" }
            let key = NFCKeys.formats
            let label = "target '\(target.app.name)'"
            if let major = deployment.major, major < 13, let shown {
                guard ndef == nil else { return }
                sink.report(
                    description, at: entitlements.location(of: formats),
                    "\(key) of \(entitlements.path) lists no NDEF, with \(shown) for \(label): App Store Connect "
                        + "rejects the upload (ITMS-90778: NDEF is missing in the entitlement); iOS 11 and 12 "
                        + "know NDEF only: add it\(entitlements.lineNote)")
                return
            }
            guard let ndef else { return }
            let version: String
            if let shown {
                guard deployment.major != nil else { return }
                version = shown
            } else {
                guard !deployment.mayBeInConfigurationFile else { return }
                version = "no IPHONEOS_DEPLOYMENT_TARGET (Xcode builds for its SDK's iOS, 13 or later)"
            }
            sink.report(
                description, at: entitlements.location(ndef.line, ndef.column),
                "NDEF in \(key) of \(entitlements.path), with \(version) for \(label): "
                    + "App Store Connect rejects the upload (ITMS-90778: NDEF is disallowed "
                    + "from iOS 13); list TAG, which NFCNDEFReaderSession uses from iOS 13\(entitlements.lineNote)")
        }
    }
}
