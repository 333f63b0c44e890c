import CoreNFC

/// Reads the balance block of a MIFARE Ultralight transit card.
final class TransitCardReader: NSObject, NFCTagReaderSessionDelegate {
    private var session: NFCTagReaderSession?

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
                tag.sendMiFareCommand(commandPacket: Data([0x30, 0x04])) { data, _ in print(data as NSData) }
            }
        case .iso7816?, .iso15693?, .feliCa?:
            session.invalidate(errorMessage: "This is not a transit card.")
        default:
            session.invalidate()
        }
    }
}
