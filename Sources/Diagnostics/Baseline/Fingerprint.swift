/// A finding's identity across edits: rule, path inside the bundle, the message with numbers
/// normalised, and the trimmed source line. Never the line number, so inserting lines above a
/// finding, moving or re-zipping the bundle keeps it the same finding.
public struct Fingerprint: Hashable, Sendable, Comparable {
    public var rule: String
    /// The path inside the zip or directory (a loose file: its name).
    public var path: String
    public var message: String
    /// The source line, trimmed; empty when the finding has no line.
    public var source: String

    public init(rule: String, path: String, message: String, source: String) {
        self.rule = rule
        self.path = path
        self.message = message
        self.source = source
    }

    public init(_ diagnostic: Diagnostic) {
        let location = diagnostic.location
        var path = location.file
        var message = diagnostic.message
        if let container = location.container, !container.isEmpty {
            // Messages may name the input itself; where the user keeps it is not the finding.
            message = message.replacingAll(container, "<input>")
        } else if let slash = path.lastIndex(of: "/") {
            path = String(path[path.index(after: slash)...])
        }
        self.init(
            rule: diagnostic.ruleID, path: path, message: Self.normalise(message),
            source: diagnostic.sourceLine.map(Self.trim) ?? "")
    }

    /// Runs of digits become `#`: "line 12" and "line 14" are the same message.
    public static func normalise(_ message: String) -> String {
        var out = ""
        var inNumber = false
        for scalar in message.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                if !inNumber { out += "#" }
                inNumber = true
            } else {
                out.unicodeScalars.append(scalar)
                inNumber = false
            }
        }
        return out
    }

    static func trim(_ line: String) -> String {
        // By the byte (the spaces are ASCII): a scalar array per finding was most of its cost.
        let bytes = line.utf8
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// 32 hex digits (two 64-bit FNV-1a hashes of the four parts): `partialFingerprints` in
    /// SARIF and the key of a baseline entry.
    public var hash: String {
        var bytes: [UInt8] = []
        for part in [rule, path, message, source] {
            bytes += Array(part.utf8)
            bytes.append(0)
        }
        func fnv(_ basis: UInt64) -> String {
            var value = basis
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* 0x100_0000_01b3
            }
            let hex = String(value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        return fnv(0xcbf2_9ce4_8422_2325) + fnv(0x6c62_272e_07bb_0142)
    }

    public static func < (a: Fingerprint, b: Fingerprint) -> Bool {
        (a.path, a.rule, a.message, a.source) < (b.path, b.rule, b.message, b.source)
    }
}
