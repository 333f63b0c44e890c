import Diagnostics

/// Whether a value has the kind its attribute takes.
public enum ViewsValueKinds {
    /// What is wrong with `value`, and a corrected value when one is plausible; nil if fine.
    public static func problem(_ value: String, kind: AttributeKind) -> (String, String?)? {
        switch kind {
        case .identifier:
            return value.isEmpty ? ("an id cannot be empty", nil) : nil
        case .version:
            return isVersion(value) ? nil : ("expected a version like 1.3", nil)
        case .color:
            if isColor(value) { return nil }
            if !value.hasPrefix("#"), isColor("#" + value) { return ("a colour starts with #", "#" + value) }
            return ("expected a colour #RRGGBB or #RRGGBBAA", nil)
        case .number:
            return isNumber(value) ? nil : ("expected a number", nil)
        case .integer, .frameNumber:
            // Bytes: a Character is an ASCII digit exactly when it is one byte 0-9.
            return !value.isEmpty && value.utf8.allSatisfy(isDigit) ? nil : ("expected \(kind.label)", nil)
        case .enumeration(let values):
            if values.contains(value) { return nil }
            let near =
                values.first { $0.lowercased() == value.lowercased() } ?? Suggestions.closest(to: value, in: values)
            return ("expected \(kind.label)", near)
        case .observedEnumeration(let values):
            // Only a case slip of a known word is certainly wrong; other words: views.unknown-enum-value.
            guard !values.contains(value), let near = values.first(where: { $0.lowercased() == value.lowercased() })
            else { return nil }
            return ("expected \(kind.label) (case-sensitive)", near)
        case .boolean:
            if value == "true" || value == "false" { return nil }
            let lowered = value.lowercased()
            return ("expected true or false", lowered == "true" || lowered == "false" ? lowered : nil)
        case .resource(let resourceKind):
            // A list (`a.mp4, b.mp4`) is checked file by file, as the SDK splits it.
            let files = resourceFiles(value)
            for file in files {
                if resourceKind.extensions.contains(fileExtension(file)) { continue }
                let expected = resourceKind.extensions.sorted().map { "." + $0 }.joined(separator: ", ")
                let which = files.count > 1 ? "'\(file)' in the list: " : ""
                let article = resourceKind == .image ? "an" : "a"
                return ("\(which)expected \(article) \(resourceKind.rawValue) file (\(expected))", nil)
            }
            return nil
        case .textToken, .content:
            return nil
        case .frameSequence:
            return value.isEmpty ? ("expected a frame name prefix or (mirror)", nil) : nil
        case .fileExtension:
            if value.hasPrefix(".") { return ("the extension is written without its dot", String(value.dropFirst())) }
            return value.isEmpty || value.contains("/") ? ("expected a file extension like png", nil) : nil
        }
    }

    package static func isColor(_ value: String) -> Bool {
        let utf8 = value.utf8
        guard utf8.first == UInt8(ascii: "#"), utf8.count == 7 || utf8.count == 9 else { return false }
        return utf8.dropFirst().allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
        }
    }

    /// An optional sign, then digits with at most one `.`, at least one digit. Read as bytes: a
    /// non-ASCII byte fails it as its Character would (no Character with one is a digit, a sign
    /// or a lone `.`), and the only two-byte ASCII Character, CR LF, fails it too.
    static func isNumber(_ value: String) -> Bool {
        var utf8 = Substring(value).utf8
        if let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
        var dots = 0
        var digits = 0
        for byte in utf8 {
            if isDigit(byte) {
                digits += 1
            } else if byte == UInt8(ascii: ".") {
                dots += 1
                if dots > 1 { return false }
            } else {
                return false
            }
        }
        return digits > 0
    }

    /// Digits in `.`-separated parts, none empty; as bytes, for the reasons of `isNumber`.
    static func isVersion(_ value: String) -> Bool {
        var partIsEmpty = true
        for byte in value.utf8 {
            if isDigit(byte) {
                partIsEmpty = false
            } else if byte == UInt8(ascii: "."), !partIsEmpty {
                partIsEmpty = true
            } else {
                return false
            }
        }
        return !partIsEmpty
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The files of a resource list (`a.mp4, b.mp4`): split at commas, trimmed of the Characters
    /// " ", "\t" and "\r\n" (a lone CR or LF is not one of them), empty ones left out.
    static func resourceFiles(_ value: String) -> [String] {
        guard value.utf8.isAllASCII else { return resourceFilesByCharacters(value) }
        // ASCII: every Character is one byte but CR LF, so the same trimming is done on bytes.
        let utf8 = value.utf8
        var files: [String] = []
        for part in utf8.split(separator: UInt8(ascii: ",")) {
            var start = part.startIndex
            var end = part.endIndex
            while start < end {
                let byte = utf8[start]
                let next = utf8.index(after: start)
                if byte == 0x20 || byte == 0x09 {
                    start = next
                } else if byte == 0x0D, next < end, utf8[next] == 0x0A {
                    start = utf8.index(after: next)
                } else {
                    break
                }
            }
            while start < end {
                let last = utf8.index(before: end)
                let byte = utf8[last]
                if byte == 0x20 || byte == 0x09 {
                    end = last
                } else if byte == 0x0A, last > start, utf8[utf8.index(before: last)] == 0x0D {
                    end = utf8.index(before: last)
                } else {
                    break
                }
            }
            if start < end { files.append(String(value[start..<end])) }
        }
        return files
    }

    static func resourceFilesByCharacters(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: " \t\r\n") }.filter { !$0.isEmpty }
    }

    /// The lower-case text after the last `.` of a file name with two parts or more, else "".
    static func fileExtension(_ file: String) -> String {
        let utf8 = file.utf8
        guard utf8.isAllASCII else { return fileExtensionByCharacters(file) }
        // The last non-empty `.`-separated part, when a non-empty part comes before it.
        let dot = UInt8(ascii: ".")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == dot { end = utf8.index(before: end) }
        var start = end
        while start > utf8.startIndex, utf8[utf8.index(before: start)] != dot { start = utf8.index(before: start) }
        guard start < end, utf8[..<start].contains(where: { $0 != dot }) else { return "" }
        return file[start..<end].lowercased()
    }

    static func fileExtensionByCharacters(_ file: String) -> String {
        let parts = file.split(separator: ".")
        return parts.count > 1 ? parts.last!.lowercased() : ""
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = self
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
