import Diagnostics

extension DoctorRules {
    public enum NFCSelectIdentifiersMissing: Rule {
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
    }
}
