import Diagnostics

/// Image assets: an embedded image must decode; an external one must exist beside the file.
struct ImageAssetChecks {
    let findings: LottieFindings
    let fileExists: @Sendable (String) -> Bool

    func check(_ asset: JSONNode, _ path: JSONPath) {
        guard let pNode = asset["p"], let p = pNode.string else { return }
        let pPath = path.key("p")
        if p.hasPrefix("data:") {
            checkDataURI(p, pNode, pPath)
            return
        }
        let folder = asset["u"]?.string ?? ""
        let relative = joined(folder, p)
        // Remote assets are the safety rule's business; an empty `p` names no file.
        guard !p.isEmpty, !RemoteURL.isRemote(folder), !RemoteURL.isRemote(p) else { return }
        if !fileExists(relative) {
            findings.report(
                StructureRules.MissingImageFile.description, at: pNode, pPath,
                "image '\(relative)' does not exist beside the animation: the player draws nothing in its place")
        }
    }

    private func joined(_ folder: String, _ name: String) -> String {
        guard !folder.isEmpty else { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private func checkDataURI(_ uri: String, _ node: JSONNode, _ path: JSONPath) {
        let bytes = Array(uri.utf8)
        guard let comma = bytes.firstIndex(of: UInt8(ascii: ",")) else {
            findings.report(
                StructureRules.InvalidEmbeddedImage.description, at: node, path,
                "embedded image data URI has no ',' before its data")
            return
        }
        let header = String(decoding: bytes[5..<comma], as: UTF8.self)
        guard header.lowercased().hasSuffix(";base64") else { return }
        if let problem = Base64.problem(in: bytes[(comma + 1)...]) {
            findings.report(
                StructureRules.InvalidEmbeddedImage.description, at: node, path,
                "embedded image is not valid base64 (\(problem)): the player shows nothing in its place")
        }
    }
}

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
