import Diagnostics

/// Gives each finding with a line the text of that line, for its fingerprint (baselines,
/// SARIF `partialFingerprints`). The checks already read these files; they are read once more
/// here, only when a finding points into them.
enum SourceLines {
    /// Longest line text kept: a minified file's one line would make every fingerprint huge.
    static let maxLength = 400

    static func annotate(_ diagnostics: [Diagnostic], reader: BundleReader) -> [Diagnostic] {
        let wanted = Set(diagnostics.filter { $0.location.line != nil }.map(\.location.displayPath))
        guard !wanted.isEmpty else { return diagnostics }
        var lines: [String: [Substring]] = [:]
        for entry in reader.entries where !entry.isDirectory {
            let shown = reader.location(of: entry.path).displayPath
            guard wanted.contains(shown), lines[shown] == nil, let bytes = try? reader.read(entry) else { continue }
            let text = decode(bytes)
            lines[shown] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        return diagnostics.map { diagnostic in
            guard let line = diagnostic.location.line, let fileLines = lines[diagnostic.location.displayPath],
                  line >= 1, line <= fileLines.count else { return diagnostic }
            var copy = diagnostic
            copy.sourceLine = String(fileLines[line - 1].prefix(maxLength))
            return copy
        }
    }

    /// UTF-16 with a byte-order mark (a widget.xml saved by Windows tools), else UTF-8.
    static func decode(_ bytes: [UInt8]) -> String {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let little = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let a = UInt16(bytes[index]), b = UInt16(bytes[index + 1])
                units.append(little ? a | b << 8 : a << 8 | b)
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The first bytes of a UTF-16 file (with or without a byte-order mark) as UTF-8, so its
    /// root element is recognised; other bytes are returned as they are.
    static func utf16HeadAsUTF8(_ head: [UInt8]) -> [UInt8] {
        guard head.count >= 4 else { return head }
        var bytes = head
        if head[0] == 0x3C, head[1] == 0, head[2] != 0, head[3] == 0 { bytes = [0xFF, 0xFE] + head }
        if head[0] == 0, head[1] == 0x3C, head[2] == 0, head[3] != 0 { bytes = [0xFE, 0xFF] + head }
        let hasMark = (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
        guard hasMark else { return head }
        return Array(decode(Array(bytes.prefix(bytes.count & ~1))).utf8)
    }
}
