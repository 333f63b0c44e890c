/// Capture groups of a regex and `$N` references to them, counted as ICU counts them.
enum CaptureGroups {
    /// The capturing groups of an ICU pattern: `(` opens one unless it is `(?:`, a
    /// lookaround `(?=` `(?!` `(?<=` `(?<!`, a flag group `(?i)` or a comment; `(?<name>`
    /// captures. Escaped parentheses, `\Q...\E` and (nested) character classes hold none.
    static func count(_ pattern: String) -> Int { count(pattern, upTo: .max) }

    /// The count, or `limit` as soon as that many groups are found (a template naming `$2`
    /// at most needs to know only whether there are two).
    static func count(_ pattern: String, upTo limit: Int) -> Int {
        pattern.utf8.withContiguousStorageIfAvailable { count($0, upTo: limit) }
            ?? Array(pattern.utf8).withUnsafeBufferPointer { count($0, upTo: limit) }
    }

    /// Reads the UTF-8 in place (no array per regex).
    private static func count(_ bytes: UnsafeBufferPointer<UInt8>, upTo limit: Int) -> Int {
        var count = 0
        guard limit > 0 else { return 0 }
        var index = 0
        var classDepth = 0
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                if at(1) == UInt8(ascii: "Q") {
                    // Quoted to `\E` (or the end).
                    index += 2
                    while index < bytes.count, !(bytes[index] == UInt8(ascii: "\\") && at(1) == UInt8(ascii: "E")) {
                        index += 1
                    }
                }
                index += 2
                continue
            }
            if classDepth > 0 {
                if byte == UInt8(ascii: "[") { classDepth += 1 }
                if byte == UInt8(ascii: "]") { classDepth -= 1 }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "["):
                classDepth = 1
                index += 1
                if at(0) == UInt8(ascii: "^") { index += 1 }
                // A `]` first in a class is a literal.
                if at(0) == UInt8(ascii: "]") { index += 1 }
                continue
            case UInt8(ascii: "("):
                if at(1) != UInt8(ascii: "?") {
                    count += 1
                } else if at(2) == UInt8(ascii: "<"), let next = at(3), next != UInt8(ascii: "="),
                    next != UInt8(ascii: "!")
                {
                    count += 1
                }
                if count >= limit { return count }
            default:
                break
            }
            index += 1
        }
        return count
    }

    /// The `$N` references of a value template that name a group past `groups`, with their
    /// offsets. ICU reads `$` and then as many digits as still name an existing group, so
    /// only a first digit past the count is wrong (`$12` with 1 group is `$1` then `2`).
    static func missing(in template: String, groups: Int) -> [Int] {
        var result: [Int] = []
        forEachReference(in: template) { if $0 > groups { result.append($0) } }
        return result
    }

    /// The highest group a template's `$N` names (0 when none).
    static func highestReference(in template: String) -> Int {
        var highest = 0
        forEachReference(in: template) { highest = max(highest, $0) }
        return highest
    }

    /// Each `$N` of a template, as the group digit N.
    private static func forEachReference(in template: String, _ body: (Int) -> Void) {
        template.utf8.withContiguousStorageIfAvailable { forEachReference(in: $0, body) }
            ?? Array(template.utf8).withUnsafeBufferPointer { forEachReference(in: $0, body) }
    }

    private static func forEachReference(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count,
                let digit = Int(exactly: bytes[index + 1]).map({ $0 - 48 }),
                digit >= 0, digit <= 9
            {
                body(digit)
                index += 2
                continue
            }
            index += 1
        }
    }
}
