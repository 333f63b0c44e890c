import Diagnostics

extension DoctorRules {
    public enum NFCFormatsEntitlement: Rule {
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
    }
}
