/// The first bytes of a loose file, searched bytewise (Foundation's `String.contains` costs
/// about half a million instructions per call on 4 KB, a third of a small validation).
struct HeadBytes {
    let bytes: [UInt8]

    func contains(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }
}
