import Diagnostics

extension DoctorRules {
    public enum NFCFormatsEntitlement: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.nfc-formats-entitlement", severity: .error,
            summary: "An app that reads NFC lacks the formats entitlement it needs (TAG for tag sessions).",
            explanation: """
                What it checks: a target that reads tags with `NFCTagReaderSession` (itself, \
                through Identia Flow's NFC, the SDK's NFC component or NFCPassportReader, or as \
                its ISO 7816 select identifiers say) has \
                `com.apple.developer.nfc.readersession.formats` listing `TAG` in its \
                `.entitlements` file (the capability "Near Field Communication Tag Reading"). A \
                target that only reads NDEF (`NFCNDEFReaderSession`), or whose NFC code is not \
                Swift, needs the key with `NDEF` or `TAG`: on iOS 11 and 12 `NDEF` is the right \
                value (on iOS 13 and later see doctor.nfc-ndef-format). When no build \
                configuration sets CODE_SIGN_ENTITLEMENTS but a `.entitlements` file of the \
                project is used by no target, the message names it and the setting to add.

                Why it matters: the seed: "Pulse + Capability y agregue Near Field Communication \
                Tag Reading ... Xcode agregará la siguiente clave al archivo .entitlements". \
                Without `TAG` an NFCTagReaderSession does not start; the SDK logs "### \
                IdentiaFlow NFC misconfiguration:" in the Xcode console. Without the key at all \
                no Core NFC session starts (Missing required entitlement).

                Fix: add the capability in Signing & Capabilities (and on the App ID in the Apple \
                Developer portal, or the provisioning profile will not include it).
                """,
            nonTriggeringExamples: [
                X.selphID(),
                X.example(X.app()),
                // An NDEF reader for iOS 11-12 lists NDEF, which those versions know.
                X.nfcApp(X.ndefReaderSource, entitlements: [X.formats("NDEF")], deployment: "11.0"),
                X.nfcApp(X.ndefReaderSource, entitlements: [X.formats("NDEF", "TAG")], deployment: "12.4"),
                X.nfcApp(X.ndefReaderSource),
                X.nfcApp(X.miFareReaderSource),
            ],
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
                // The entitlements file is there, but no configuration names it.
                X.example(
                    X.app(pbxproj: X.pbxproj(settings: "INFOPLIST_FILE = App/Info.plist;", mark: "target"))),
                X.nfcApp(X.miFareReaderSource, entitlements: [X.formats("NDEF")], entitlementsMark: X.formats.key),
                X.nfcApp(X.ndefReaderSource, entitlements: [], entitlementsMark: "dict"),
            ])

        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            guard target.readsNFC else { return }
            let key = NFCKeys.formats
            let formats = target.entitlement(key)
            let listed = formats?.value.strings ?? []
            let label = "target '\(target.app.name)' reads NFC with \(target.nfcReader)"
            let consequence: String
            if target.tagReader != nil {
                guard !listed.contains("TAG") else { return }
                consequence = "(Near Field Communication Tag Reading): NFCTagReaderSession does not start without it"
            } else {
                guard formats == nil || !(listed.contains("TAG") || listed.contains("NDEF")) else { return }
                consequence = "(NDEF, or TAG from iOS 13): no Core NFC session starts without it"
            }
            if let entitlements = target.app.entitlements {
                let location =
                    formats.map { entitlements.location(of: $0) }
                    ?? entitlements.location(entitlements.root.line, entitlements.root.column)
                let what =
                    formats == nil
                    ? "has no \(key)" : target.tagReader != nil ? "lists no TAG in \(key)" : "lists nothing in \(key)"
                sink.report(
                    description, at: location,
                    "\(label) but \(entitlements.path) \(what) \(consequence)\(entitlements.lineNote)")
            } else if let unused = unusedFile(for: target) {
                // The setting is relative to the folder of the .xcodeproj.
                let root = target.app.project?.sourceRoot ?? ""
                let setting =
                    !root.isEmpty && unused.hasPrefix(root + "/") ? String(unused.dropFirst(root.count + 1)) : unused
                sink.report(
                    description, at: target.app.location,
                    "\(label) but no build configuration sets CODE_SIGN_ENTITLEMENTS, so \(unused) is never used "
                        + "and no \(key) reaches the app \(consequence); "
                        + "add CODE_SIGN_ENTITLEMENTS = \(setting) to the target's build settings")
            } else {
                sink.report(
                    description, at: target.app.location,
                    "\(label) but it has no .entitlements file (CODE_SIGN_ENTITLEMENTS is not set), "
                        + "so no \(key) \(consequence)")
            }
        }

        /// The project's `.entitlements` file no target uses that is this target's: in its folder,
        /// named after it, or the only one.
        static func unusedFile(for target: DoctorTarget) -> String? {
            let files = target.unusedEntitlements
            let name = target.app.name
            return files.first { $0.split(separator: "/").last == "\(name).entitlements" }
                ?? files.first { $0.split(separator: "/").dropLast().last.map(String.init) == name }
                ?? (files.count == 1 ? files[0] : nil)
        }
    }
}
