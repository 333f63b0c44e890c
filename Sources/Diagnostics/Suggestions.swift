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
            let candidateLowered = candidate.lowercased()
            // The distance is at least the difference in length: a 6,000-character name
            // costs no 6,000-column table against each short candidate.
            guard abs(nameScalars - candidateLowered.unicodeScalars.count) <= limit else { continue }
            let distance = editDistance(lowered, candidateLowered, atMost: limit)
            guard distance <= limit else { continue }
            // On a tie, a candidate that only adds or drops letters (`sr2` -> `src2`) beats
            // one that changes them (`sr2` -> `src`).
            let subsequence =
                isSubsequence(lowered, of: candidateLowered) || isSubsequence(candidateLowered, of: lowered)
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
    public static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(a, b, atMost: Int.max - 1)
    }

    /// The distance when it is at most `limit`; past it, some value above `limit`: the rows stop
    /// once every cell of one is past it (a row's smallest cell never shrinks further down).
    /// Three rows in one buffer on the stack.
    public static func editDistance(_ a: String, _ b: String, atMost limit: Int) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            // Where each row starts in `rows`; they rotate, no copy.
            var (beforePrevious, previous, current) = (0, width, 2 * width)
            for j in 0..<width {
                rows[beforePrevious + j] = 0
                rows[previous + j] = j
            }
            for i in 1...a.count {
                rows[current] = i
                var smallest = i
                for j in 1...b.count {
                    let substitution = rows[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    var best = min(rows[previous + j] + 1, rows[current + j - 1] + 1, substitution)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        best = min(best, rows[beforePrevious + j - 2] + 1)
                    }
                    rows[current + j] = best
                    smallest = min(smallest, best)
                }
                if smallest > limit { return limit + 1 }
                (beforePrevious, previous, current) = (previous, current, beforePrevious)
            }
            return rows[previous + b.count]
        }
    }

    /// `"; did you mean 'x'?"`, or empty.
    public static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
