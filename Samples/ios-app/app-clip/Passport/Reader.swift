import CoreNFC

/// Reads the chip of a passport: BAC, then the data groups (ICAO 9303).
final class PassportChipReader: NSObject, NFCTagReaderSessionDelegate {
    private var session: NFCTagReaderSession?

    func begin() {
        session = NFCTagReaderSession(pollingOption: [.iso14443], delegate: self, queue: nil)
        session?.alertMessage = "Hold your iPhone near your passport."
        session?.begin()
    }

    func tagReaderSessionDidBecomeActive(_ session: NFCTagReaderSession) {}

    func tagReaderSession(_ session: NFCTagReaderSession, didInvalidateWithError error: Error) {}

    func tagReaderSession(_ session: NFCTagReaderSession, didDetect tags: [NFCTag]) {
        guard case .iso7816(let tag)? = tags.first else {
            session.invalidate(errorMessage: "This is not a passport chip.")
            return
        }
        session.connect(to: tags[0]) { _ in self.selectApplication(on: tag) }
    }

    private func selectApplication(on tag: NFCISO7816Tag) {
        let select = NFCISO7816APDU(
            instructionClass: 0x00, instructionCode: 0xA4, p1Parameter: 0x04, p2Parameter: 0x0C,
            data: Data([0xA0, 0x00, 0x00, 0x02, 0x47, 0x10, 0x01]), expectedResponseLength: -1)
        tag.sendCommand(apdu: select) { _, _, _, _ in }
    }
}
