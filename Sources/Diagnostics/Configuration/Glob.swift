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
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if anyFolder {
            return parts.contains { Glob.matchSegment(Array(segments.first ?? "").map { $0 }, Array($0)) }
        }
        return Glob.match(segments[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let first = path.first, matchSegment(Array(head), Array(first)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one name (iterative, with one backtrack point: linear in practice).
    static func matchSegment(_ pattern: [Character], _ name: [Character]) -> Bool {
        var p = 0, n = 0
        var star: Int?, starMatch = 0
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
