import Diagnostics

extension DoctorRules {
    public enum NFCSelectIdentifiersMissing: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.nfc-select-identifiers-missing", severity: .error,
            summary: "A passport or ISO 7816 reader has no NFC select identifiers (A0000002471001) in its Info.plist.",
            explanation: """
                What it checks: a target that reads ICAO 9303 chips (it uses Identia Flow and has \
                NFC keys, the SDK's NFC component `FPHISDKNFCComponent`, or the NFCPassportReader \
                library) has `com.apple.developer.nfc.readersession.iso7816.select-identifiers` in \
                its Info.plist listing `A0000002471001`, the application of ICAO 9303 documents. \
                A target whose own code reads ISO 7816 tags (`NFCTagReaderSession` with \
                `NFCISO7816Tag`) must have the key, with whichever application ids it selects. \
                An app that reads NDEF (`NFCNDEFReaderSession`) or MIFARE tags is not asked for it.

                Why it matters: iOS selects the document's application with it. "Si falta, el \
                sistema mostrará normalmente el diálogo 'Acerque su iPhone al documento', pero el \
                documento nunca será detectado y la sesión terminará por tiempo de espera sin \
                ningún mensaje que indique la causa." iOS reports no ISO 7816 tag whose \
                application is not listed.

                Fix: add to Info.plist:
                `<key>com.apple.developer.nfc.readersession.iso7816.select-identifiers</key>`
                `<array><string>A0000002471001</string></array>`
                """,
            nonTriggeringExamples: [
                X.selphID(),
                X.example(X.app()),
                X.example(
                    X.app(
                        info: X.info(removing: ["NFCReaderUsageDescription", X.selectIdentifiers.key]),
                        entitlements: X.plist([]))),
                // An NDEF reader and a MIFARE reader select no application.
                X.nfcApp(X.ndefReaderSource),
                X.nfcApp(X.miFareReaderSource),
                X.nfcApp(X.passportReaderSource, info: [X.nfcUsage, X.selectIdentifiers]),
                // Its own ISO 7816 reader may select other applications than a passport's.
                X.nfcApp(
                    X.passportReaderSource,
                    info: [X.nfcUsage, (X.selectIdentifiers.key, "<array><string>D2760000850101</string></array>")]),
            ],
            triggeringExamples: [
                X.example(X.app(info: X.info(removing: [X.selectIdentifiers.key], dictMark: true))),
                X.example(
                    X.app(
                        info: X.info(
                            replacing: [X.selectIdentifiers.key: otherApplication],
                            mark: X.selectIdentifiers.key))),
                X.nfcApp(X.passportReaderSource, infoMark: "dict"),
                // An App Clip is checked like an app.
                X.example(
                    X.app(
                        pbxproj: X.pbxproj(productType: X.appClipType),
                        info: X.info(removing: [X.selectIdentifiers.key], dictMark: true))),
            ])

        /// The application identifier of ICAO 9303 travel documents (the seed's value).
        static let icaoApplication = "A0000002471001"

        /// A key misplaced in the entitlements is NFCSelectIdentifiersInEntitlements' finding.
        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            let key = NFCKeys.selectIdentifiers
            guard target.entitlement(key) == nil else { return }
            let label = "target '\(target.app.name)'"
            if let passport = target.passportReader {
                if let value = target.app.infoValue(key) {
                    guard !value.node.strings.contains(icaoApplication) else { return }
                    sink.report(
                        description, at: value.location,
                        "\(key) in \(value.file) does not list \(icaoApplication) (ICAO 9303), which \(label) "
                            + "selects with \(passport): " + DoctorRules.chipNeverDetected)
                } else {
                    let info = target.app.infoPlistPlace
                    sink.report(
                        description, at: info.location,
                        "\(label) uses \(passport) but \(info.name) has no \(key) (\(icaoApplication)): "
                            + "\(DoctorRules.chipNeverDetected)\(info.note)")
                }
            } else if let reader = target.iso7816Reader, target.app.infoValue(key) == nil {
                let info = target.app.infoPlistPlace
                sink.report(
                    description, at: info.location,
                    "\(label) uses \(reader) but \(info.name) has no \(key): iOS reports no ISO 7816 tag whose "
                        + "application is not listed there (a passport's is \(icaoApplication))\(info.note)")
            }
        }
    }
}
