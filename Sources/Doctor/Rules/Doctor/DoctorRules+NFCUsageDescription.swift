import Diagnostics

extension DoctorRules {
    public enum NFCUsageDescription: Rule, UsageDescriptionRule {
        public static let description = RuleDescription(
            id: "doctor.nfc-usage-description", severity: .error,
            summary: "An app that reads NFC has no NFCReaderUsageDescription.",
            explanation: """
                What it checks: when the target reads NFC (NFC keys, or `NFCNDEFReaderSession` / \
                `NFCTagReaderSession` in the Swift files it compiles), its Info.plist (or an \
                `INFOPLIST_KEY_NFCReaderUsageDescription` build setting) has \
                `NFCReaderUsageDescription`.

                Why it matters: the seed: "3. Agregar la descripción de uso de NFC. En el mismo \
                Info.plist: NFCReaderUsageDescription". Without it the NFC reading session \
                cannot start.

                Fix: add `<key>NFCReaderUsageDescription</key>` with a sentence saying why, e.g. \
                "Necesitamos acceso a NFC para leer el chip de su documento de identidad."
                """,
            nonTriggeringExamples: [X.example(X.app()), X.nfcApp(X.ndefReaderSource), X.selphID()],
            triggeringExamples: [
                X.example(X.app(info: X.info(removing: ["NFCReaderUsageDescription"], dictMark: true))),
                // The session in the code is enough to need it.
                X.nfcApp(X.ndefReaderSource, info: [], infoMark: "dict"),
            ])

        static let key = NFCKeys.usage
        static let permission = Permission.nfc
        static func need(of target: DoctorTarget) -> String? {
            target.readsNFC ? "reads NFC with \(target.nfcReader)" : nil
        }
        static let consequence = "the NFC reading session cannot start"
    }
}
