/// A path pattern as in `.gitignore`: `*` matches within one folder name, `**` across
/// folders, `?` one character. A pattern without `/` matches a file name in any folder.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let segments: [String]
    private let anyFolder: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        if trimmed.hasPrefix("/") { trimmed.removeFirst() }
        if trimmed.hasSuffix("/") { trimmed += "**" }
        anyFolder = !trimmed.contains("/")
        segments = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        if anyFolder {
            let name = Array(segments.first ?? "")
            return parts.contains { Glob.matchSegment(name, $0) }
        }
        return Glob.match(segments.map { Array($0) }, parts)
    }

    /// Dynamic programming over (pattern segment, path folder): each pair is judged once, so
    /// `**/**/…/x` costs pattern x path, never the combinations of where each `**` ends.
    private static func match(_ pattern: [[Character]], _ path: [[Character]]) -> Bool {
        let width = path.count + 1
        // matched[j]: pattern[i...] matches path[j...], for the row i being computed.
        var next = [Bool](repeating: false, count: width)
        next[path.count] = true
        var row = next
        for segment in pattern.reversed() {
            if segment == ["*", "*"] {
                row[path.count] = next[path.count]
                for j in stride(from: path.count - 1, through: 0, by: -1) {
                    row[j] = next[j] || row[j + 1]
                }
            } else {
                row[path.count] = false
                for j in 0..<path.count {
                    row[j] = next[j + 1] && matchSegment(segment, path[j])
                }
            }
            swap(&row, &next)
        }
        return next[0]
    }

    /// `*` and `?` within one name (iterative, with one backtrack point: linear in practice).
    static func matchSegment(_ pattern: [Character], _ name: [Character]) -> Bool {
        var p = 0
        var n = 0
        var star: Int?
        var starMatch = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                starMatch = n
                p += 1
            } else if let s = star {
                p = s + 1
                starMatch += 1
                n = starMatch
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
