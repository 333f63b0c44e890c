/// "Did you mean" for unknown names: the closest candidate by edit distance.
public enum Suggestions {
    /// The candidate nearest to `name`, when it is near enough to be a plausible typo
    /// (distance at most a third of the longer name, and at least 1 edit allowed).
    /// Case-only differences count as the nearest possible.
    public static func closest<S: Sequence>(to name: String, in candidates: S, maxDistance: Int? = nil) -> String? where S.Element == String {
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = candidate.lowercased() == lowered ? 0 : editDistance(lowered, candidate.lowercased())
            let limit = maxDistance ?? max(1, max(name.count, candidate.count) / 3)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        if best == nil {
            // A key that only adds or drops a suffix (`x_message` for `x`) is a typo too.
            best = candidates.filter { $0 != name && (name.hasPrefix($0) || $0.hasPrefix(name)) && min($0.count, name.count) >= 6 }
                .map { ($0, abs($0.count - name.count)) }
                .min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
        }
        return best?.name
    }

    /// Levenshtein distance over Unicode scalars (two rows, no allocation per cell).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// `"; did you mean 'x'?"`, or empty.
    public static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
