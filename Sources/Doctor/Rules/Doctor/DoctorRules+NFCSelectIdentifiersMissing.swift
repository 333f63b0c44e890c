import Diagnostics

extension DoctorRules {
    public enum NFCSelectIdentifiersMissing: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.nfc-select-identifiers-missing", severity: .error,
            summary: "An app that reads NFC has no select identifier A0000002471001 in its Info.plist.",
            explanation: """
                What it checks: when the target reads NFC (it has an NFC entitlement, \
                NFCReaderUsageDescription, or the key anywhere), its Info.plist has \
                `com.apple.developer.nfc.readersession.iso7816.select-identifiers` listing \
                `A0000002471001`, the application of ICAO 9303 documents.

                Why it matters: iOS selects the document's application with it. "Si falta, el \
                sistema mostrará normalmente el diálogo 'Acerque su iPhone al documento', pero el \
                documento nunca será detectado y la sesión terminará por tiempo de espera sin \
                ningún mensaje que indique la causa."

                Fix: add to Info.plist:
                `<key>com.apple.developer.nfc.readersession.iso7816.select-identifiers</key>`
                `<array><string>A0000002471001</string></array>`
                """,
            nonTriggeringExamples: [
                X.example(X.app()),
                X.example(
                    X.app(
                        info: X.info(removing: ["NFCReaderUsageDescription", X.selectIdentifiers.key]),
                        entitlements: X.plist([]))),
            ],
            triggeringExamples: [
                X.example(X.app(info: X.info(removing: [X.selectIdentifiers.key], dictMark: true))),
                X.example(
                    X.app(
                        info: X.info(
                            replacing: [X.selectIdentifiers.key: otherApplication],
                            mark: X.selectIdentifiers.key))),
            ])

        /// The application identifier of ICAO 9303 travel documents (the seed's value).
        static let icaoApplication = "A0000002471001"

        /// A key misplaced in the entitlements is NFCSelectIdentifiersInEntitlements' finding.
        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            let key = NFCKeys.selectIdentifiers
            guard target.readsNFC, target.entitlement(key) == nil else { return }
            if let value = target.app.infoValue(key) {
                guard !value.node.strings.contains(icaoApplication) else { return }
                sink.report(
                    description, at: value.location,
                    "\(key) in \(value.file) does not list \(icaoApplication) (ICAO 9303): "
                        + DoctorRules.chipNeverDetected)
            } else {
                let info = target.app.infoPlistPlace
                sink.report(
                    description, at: info.location,
                    "target '\(target.app.name)' reads NFC but \(info.name) has no \(key) (\(icaoApplication)): "
                        + "\(DoctorRules.chipNeverDetected)\(info.note)")
            }
        }
    }
}
