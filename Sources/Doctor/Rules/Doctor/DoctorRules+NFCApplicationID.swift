import Diagnostics

extension DoctorRules {
    public enum NFCApplicationID: Rule, DoctorRule {
        public static let description = RuleDescription(
            id: "doctor.nfc-application-id", severity: .error,
            summary: "An NFC select identifier is no application id: hex, even length, 10 to 32 digits.",
            explanation: """
                What it checks: `com.apple.developer.nfc.readersession.iso7816.select-identifiers` \
                in the target's Info.plist is a non-empty list whose every item is an ISO 7816 \
                application id: hexadecimal digits only, an even number of them, 10 to 32 (5 to \
                16 bytes). Whatever reads the tags (NFCTagReaderSession, an SDK).

                Why it matters: iOS selects each listed application on a tag it detects; an item \
                that is no application id selects nothing, and an empty list lets iOS report no \
                ISO 7816 tag at all: the session shows its dialog and never detects the card.

                Fix: write each id as hex digits with no spaces or `0x`, e.g. `A0000002471001` \
                (ICAO 9303 passports).
                """,
            nonTriggeringExamples: [
                X.selphID(),
                X.example(X.app()),
                X.nfcApp(
                    X.passportReaderSource,
                    info: [
                        X.nfcUsage,
                        (
                            X.selectIdentifiers.key,
                            "<array><string>A0000002471001</string><string>a00000024710ff</string></array>"
                        ),
                    ]),
            ],
            triggeringExamples: [
                X.example(
                    X.app(
                        info: X.info(replacing: [
                            X.selectIdentifiers.key: "<array>\n\t\t<string>A0000002471001</string>\n\t\t"
                                + "↓<string>A000000247100</string>\n\t\t↓<string>0xA0000002471001</string>\n\t\t"
                                + "↓<string></string>\n\t</array>"
                        ]))),
                X.nfcApp(
                    X.passportReaderSource, info: [X.nfcUsage, (X.selectIdentifiers.key, "<array/>")],
                    infoMark: X.selectIdentifiers.key),
            ])

        static func visit(plists target: DoctorTarget, _ sink: DiagnosticSink) {
            let key = NFCKeys.selectIdentifiers
            guard let value = target.app.infoValue(key) else { return }
            let items = value.node.array ?? [value.node]
            if items.isEmpty {
                sink.report(
                    description, at: value.location,
                    "\(key) in \(value.file) lists no application id: iOS reports no ISO 7816 tag")
            }
            for item in items {
                guard let problem = problem(item.string) else { continue }
                let location =
                    item.line == nil
                    ? value.location : Location(file: value.location.file, line: item.line, column: item.column)
                sink.report(
                    description, at: location,
                    "\(key) in \(value.file) lists \(problem): an application id is 10 to 32 hex digits, "
                        + "an even number (A0000002471001); iOS selects nothing with it")
            }
        }

        static let hexDigits = Set("0123456789abcdefABCDEF".unicodeScalars)

        /// What is wrong with one item, or nil when it is an application id.
        static func problem(_ text: String?) -> String? {
            guard let text else { return "an item that is no string" }
            if text.isEmpty { return "an empty string" }
            let shown = "\"\(DoctorText.shown(text))\""
            guard text.unicodeScalars.allSatisfy({ hexDigits.contains($0) }) else {
                return "\(shown), which is not only hex digits"
            }
            guard text.count % 2 == 0 else { return "\(shown), an odd number of hex digits (\(text.count))" }
            guard (10...32).contains(text.count) else { return "\(shown), \(text.count) hex digits" }
            return nil
        }
    }
}
