/// Orders candidates for what was typed: those whose label starts with it first, then those
/// that contain it, then those that hold its characters in order (as editors filter fuzzily);
/// the rest are left out. Nothing typed: all, in their given order.
enum CompletionRanking {
    static func rank(_ candidates: [CompletionCandidate], typed: String) -> [CompletionCandidate] {
        guard !typed.isEmpty else { return candidates }
        let wanted = typed.lowercased()
        var ranked: [(score: Int, position: Int, candidate: CompletionCandidate)] = []
        for (position, candidate) in candidates.enumerated() {
            let label = candidate.label.lowercased()
            let score: Int
            if label.hasPrefix(wanted) {
                score = 0
            } else if label.contains(wanted) {
                score = 1
            } else if holdsInOrder(wanted, label) {
                score = 2
            } else {
                continue
            }
            ranked.append((score, position, candidate))
        }
        return ranked.sorted { ($0.score, $0.position) < ($1.score, $1.position) }.map(\.candidate)
    }

    private static func holdsInOrder(_ wanted: String, _ label: String) -> Bool {
        var rest = Substring(label)
        for character in wanted {
            guard let found = rest.firstIndex(of: character) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        return true
    }
}
