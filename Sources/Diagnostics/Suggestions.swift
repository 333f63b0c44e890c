/// "Did you mean" for unknown names: the closest candidate by edit distance (transpositions
/// count as one edit).
public enum Suggestions {
    /// The candidate nearest to `name`, when it is near enough to be a plausible typo
    /// (distance at most a third of the longer name, and at least 1 edit allowed).
    /// Case-only differences count as the nearest possible.
    public static func closest<S: Sequence>(to name: String, in candidates: S, maxDistance: Int? = nil) -> String?
    where S.Element == String {
        let candidates = Array(candidates).filter { $0 != name }
        let lowered = name.lowercased()
        if let sameButCase = candidates.first(where: { $0.lowercased() == lowered }) { return sameButCase }
        // A name that extends a known one at a word boundary (`tip_button_message` for
        // `tip_button`) most likely meant it: prefer the longest such known name.
        let extended = candidates.filter { candidate in
            candidate.count >= 6 && name.count > candidate.count && name.hasPrefix(candidate)
                && ["_", "-", "."].contains(name[name.index(name.startIndex, offsetBy: candidate.count)])
        }
        if let longest = extended.max(by: { $0.count < $1.count }) { return longest }
        var best: (name: String, distance: Int, subsequence: Bool)?
        let nameCount = name.count
        let nameScalars = lowered.unicodeScalars.count
        for candidate in candidates {
            let limit = maxDistance ?? max(1, max(nameCount, candidate.count) / 3)
            // The distance is at least the difference in length: a 6,000-character name
            // costs no 6,000-column table against each short candidate.
            guard abs(nameScalars - candidate.lowercased().unicodeScalars.count) <= limit else { continue }
            let distance = editDistance(lowered, candidate.lowercased())
            guard distance <= limit else { continue }
            // On a tie, a candidate that only adds or drops letters (`sr2` -> `src2`) beats
            // one that changes them (`sr2` -> `src`).
            let subsequence =
                isSubsequence(lowered, of: candidate.lowercased()) || isSubsequence(candidate.lowercased(), of: lowered)
            if let current = best {
                if distance > current.distance { continue }
                if distance == current.distance {
                    if current.subsequence && !subsequence { continue }
                    if current.subsequence == subsequence && candidate >= current.name { continue }
                }
            }
            best = (candidate, distance, subsequence)
        }
        return best?.name
    }

    static func isSubsequence(_ short: String, of long: String) -> Bool {
        var iterator = long.makeIterator()
        outer: for character in short {
            while let next = iterator.next() {
                if next == character { continue outer }
            }
            return false
        }
        return true
    }

    /// Optimal string alignment distance over Unicode scalars: Levenshtein, plus two adjacent
    /// letters swapped as one edit (`vlaue` -> `value` is 1, a typist's most common slip).
    /// Three rows, no allocation per cell.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var best = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// `"; did you mean 'x'?"`, or empty.
    public static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
