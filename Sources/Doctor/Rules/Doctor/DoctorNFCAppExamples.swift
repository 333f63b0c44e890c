import Diagnostics

/// Ordinary NFC apps for the doctor rules' examples, none using the vendor's SDKs: an NDEF
/// reader, a MIFARE reader and a passport reader of its own (NFCTagReaderSession with ISO 7816
/// tags), each a project with one app (or App Clip) target compiling one Swift file.
extension DoctorExamples {
    static let ndefReaderSource = """
        import CoreNFC

        final class TagScanner: NSObject, NFCNDEFReaderSessionDelegate {
            var session: NFCNDEFReaderSession?

            func begin() {
                session = NFCNDEFReaderSession(delegate: self, queue: nil, invalidateAfterFirstRead: true)
                session?.alertMessage = "Hold your iPhone near the tag."
                session?.begin()
            }

            func readerSession(_ session: NFCNDEFReaderSession, didInvalidateWithError error: Error) {}
            func readerSession(_ session: NFCNDEFReaderSession, didDetectNDEFs messages: [NFCNDEFMessage]) {}
        }

        """

    static let miFareReaderSource = """
        import CoreNFC

        final class CardReader: NSObject, NFCTagReaderSessionDelegate {
            var session: NFCTagReaderSession?

            func begin() {
                session = NFCTagReaderSession(pollingOption: [.iso14443], delegate: self)
                session?.begin()
            }

            func tagReaderSessionDidBecomeActive(_ session: NFCTagReaderSession) {}
            func tagReaderSession(_ session: NFCTagReaderSession, didInvalidateWithError error: Error) {}
            func tagReaderSession(_ session: NFCTagReaderSession, didDetect tags: [NFCTag]) {
                switch tags.first {
                case .miFare(let tag)?:
                    session.connect(to: tags[0]) { _ in
                        tag.sendMiFareCommand(commandPacket: Data([0x30, 0x04])) { _, _ in }
                    }
                case .iso7816?:
                    session.invalidate(errorMessage: "Not a MIFARE card.")
                default:
                    session.invalidate()
                }
            }
        }

        """

    static let passportReaderSource = """
        import CoreNFC

        final class ChipReader: NSObject, NFCTagReaderSessionDelegate {
            var session: NFCTagReaderSession?

            func begin() {
                session = NFCTagReaderSession(pollingOption: [.iso14443], delegate: self)
                session?.alertMessage = "Hold your iPhone near your passport."
                session?.begin()
            }

            func tagReaderSessionDidBecomeActive(_ session: NFCTagReaderSession) {}
            func tagReaderSession(_ session: NFCTagReaderSession, didInvalidateWithError error: Error) {}
            func tagReaderSession(_ session: NFCTagReaderSession, didDetect tags: [NFCTag]) {
                guard case .iso7816(let tag)? = tags.first else { return }
                session.connect(to: tags[0]) { _ in self.selectApplication(tag) }
            }

            func selectApplication(_ tag: NFCISO7816Tag) {
                let select = NFCISO7816APDU(
                    instructionClass: 0x00, instructionCode: 0xA4, p1Parameter: 0x04, p2Parameter: 0x0C,
                    data: Data([0xA0, 0x00, 0x00, 0x02, 0x47, 0x10, 0x01]), expectedResponseLength: -1)
                tag.sendCommand(apdu: select) { _, _, _, _ in }
            }
        }

        """

    static let appClipType = "com.apple.product-type.application.on-demand-install-capable"
    static let nfcUsage = (
        key: "NFCReaderUsageDescription", value: "<string>We read the tag to show what it holds.</string>"
    )
    static func formats(_ values: String...) -> (key: String, value: String) {
        (formats.key, "<array>\n" + values.map { "\t\t<string>\($0)</string>\n" }.joined() + "\t</array>")
    }

    /// A project with one target compiling `App/Reader.swift`: `info` and `entitlements` entries
    /// (nil: no entitlements file, no CODE_SIGN_ENTITLEMENTS), the deployment target (nil: not set),
    /// whether its configuration is based on an `.xcconfig` file.
    static func nfcApp(
        _ source: String, info: [(key: String, value: String)] = [nfcUsage],
        entitlements: [(key: String, value: String)]? = [formats("TAG")], deployment: String? = "15.0",
        productType: String = "com.apple.product-type.application", infoMark: String? = nil,
        entitlementsMark: String? = nil, configurationFile: Bool = false
    ) -> RuleExample {
        var settings = "INFOPLIST_FILE = App/Info.plist;\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.reader;"
        if entitlements != nil { settings = "CODE_SIGN_ENTITLEMENTS = App/App.entitlements;\n\t\t\t\t" + settings }
        if let deployment { settings += "\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(deployment);" }
        var files = [
            "App.xcodeproj/project.pbxproj": pbxproj(
                [], settings: settings, productType: productType, sources: ["Reader.swift"],
                configurationFile: configurationFile),
            "App/Info.plist": plist(info, dictMark: infoMark == "dict", mark: infoMark),
            "App/Reader.swift": source,
        ]
        if let entitlements {
            files["App/App.entitlements"] = plist(
                entitlements, dictMark: entitlementsMark == "dict", mark: entitlementsMark)
        }
        return example(files)
    }
}
