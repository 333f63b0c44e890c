import Diagnostics

extension DoctorRules {
    public enum NFCFormatsEntitlement: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.nfc-formats-entitlement", severity: .error,
            summary: "An app that reads NFC lacks the tag-reading entitlement (formats: TAG).",
            explanation: """
                What it checks: when the target reads NFC, its `.entitlements` file has \
                `com.apple.developer.nfc.readersession.formats` listing `TAG` (the capability \
                "Near Field Communication Tag Reading").

                Why it matters: the seed: "Pulse + Capability y agregue Near Field Communication \
                Tag Reading ... Xcode agregará la siguiente clave al archivo .entitlements". \
                Without it iOS refuses to start the reading session; the SDK logs \
                "### IdentiaFlow NFC misconfiguration:" in the Xcode console and the NFC reading \
                never starts.

                Fix: add the capability in Signing & Capabilities (and on the App ID in the Apple \
                Developer portal, or the provisioning profile will not include it).
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(X.app(entitlements: X.plist([], dictMark: true))),
                X.example(
                    X.app(
                        entitlements: X.plist(
                            [(X.formats.key, "<array><string>NDEF</string></array>")],
                            mark: X.formats.key))),
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(settings: "INFOPLIST_FILE = App/Info.plist;", mark: "target"),
                        entitlements: nil)),
            ])

        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            let key = NFCKeys.formats
            let formats = target.entitlement(key)
            guard target.readsNFC, formats?.value.strings.contains("TAG") != true else { return }
            let label = "target '\(target.app.name)'"
            let capability = "(Near Field Communication Tag Reading): iOS refuses to start the NFC reading session"
            if let entitlements = target.app.entitlements {
                let location =
                    formats.map { entitlements.location(of: $0) }
                    ?? entitlements.location(entitlements.root.line, entitlements.root.column)
                let what = formats == nil ? "has no \(key)" : "lists no TAG in \(key)"
                sink.report(
                    description, at: location,
                    "\(label) reads NFC but \(entitlements.path) \(what) \(capability)\(entitlements.lineNote)")
            } else {
                sink.report(
                    description, at: target.app.location,
                    "\(label) reads NFC but it has no .entitlements file (CODE_SIGN_ENTITLEMENTS is not set), "
                        + "so no \(key) \(capability)")
            }
        }
    }
}
