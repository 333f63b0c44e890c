import Diagnostics

extension DoctorRules {
    public enum NFCSelectIdentifiersInEntitlements: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.nfc-select-identifiers-in-entitlements", severity: .error,
            summary: "The NFC select identifiers are in the .entitlements file instead of Info.plist.",
            explanation: """
                What it checks: `com.apple.developer.nfc.readersession.iso7816.select-identifiers` \
                is not in the target's `.entitlements` file (CODE_SIGN_ENTITLEMENTS). The message \
                names both files.

                Why it matters: "Esta clave va en Info.plist, no en el archivo .entitlements. A \
                pesar del prefijo com.apple.developer.*, esta clave no es un entitlement." Without \
                it in Info.plist, "el sistema mostrará normalmente el diálogo 'Acerque su iPhone \
                al documento', pero el documento nunca será detectado y la sesión terminará por \
                tiempo de espera sin ningún mensaje que indique la causa": iOS shows the dialog, \
                the chip is never detected, and the session times out with no message.

                Fix: move the key, with its `A0000002471001` value, from the .entitlements file to \
                Info.plist.
                """,
            nonTriggeringExamples: [X.example(X.app())],
            triggeringExamples: [
                X.example(
                    X.app(
                        info: X.info(removing: [X.selectIdentifiers.key]),
                        entitlements: X.plist(
                            [X.formats, X.selectIdentifiers],
                            mark: X.selectIdentifiers.key)))
            ])

        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            guard let entitlements = target.app.entitlements,
                let misplaced = target.entitlement(NFCKeys.selectIdentifiers)
            else { return }
            sink.report(
                description, at: entitlements.location(of: misplaced),
                "\(NFCKeys.selectIdentifiers) is in \(entitlements.path), but it belongs in \(target.app.infoPlistPlace.name): "
                    + "it is no entitlement; "
                    + "without it in Info.plist \(DoctorRules.chipNeverDetected)\(entitlements.lineNote)")
        }
    }
}
