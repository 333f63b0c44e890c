import Diagnostics

/// Strict base64 (RFC 4648 section 4), as image decoders read it.
enum Base64 {
    /// Why `data` is not base64, or nil when it is.
    static func problem(in data: ArraySlice<UInt8>) -> String? {
        var count = 0
        var padding = 0
        for byte in data {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "+"), UInt8(ascii: "/"):
                if padding > 0 { return "data after '=' padding" }
                count += 1
            case UInt8(ascii: "="):
                padding += 1
                count += 1
                if padding > 2 { return "more than two '=' padding characters" }
            case 0x20, 0x0A, 0x0D, 0x09:
                continue
            default:
                return "character '\(Unicode.Scalar(byte).escaped(asASCII: true))' is not a base64 digit"
            }
        }
        if count == 0 { return "no data" }
        if count % 4 != 0 { return "\(count) characters, not a multiple of 4" }
        return nil
    }
}

enum RemoteURL {
    static func isRemote(_ text: String) -> Bool {
        let lowered = text.prefix(8).lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }
}
