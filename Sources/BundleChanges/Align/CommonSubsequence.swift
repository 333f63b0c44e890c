/// The longest common subsequence of two sequences of keys, as the index pairs it matches in
/// order: Myers' O((N+M)D) difference algorithm, after the common head and tail are set aside
/// (a changed Version of a model file mostly keeps both).
enum CommonSubsequence {
    static func pairs(_ a: [Int], _ b: [Int]) -> [(old: Int, new: Int)] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var endA = a.count
        var endB = b.count
        while endA > head, endB > head, a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        var result = (0..<head).map { (old: $0, new: $0) }
        result += middle(Array(a[head..<endA]), Array(b[head..<endB])).map { (old: $0.old + head, new: $0.new + head) }
        result += zip(endA..<a.count, endB..<b.count).map { (old: $0, new: $1) }
        return result
    }

    /// Myers' greedy search for the furthest reaching paths, then the walk back through the
    /// frontier saved at each edit distance `d` (its diagonals `-d-1...d+1` only).
    private static func middle(_ a: [Int], _ b: [Int]) -> [(old: Int, new: Int)] {
        let n = a.count
        let m = b.count
        guard n > 0, m > 0 else { return [] }
        let limit = n + m
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        search: for d in 0...limit {
            trace.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var pairs: [(old: Int, new: Int)] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[d]
            // `saved` starts at diagonal -d-1.
            func at(_ k: Int) -> Int { saved[k + d + 1] }
            let k = x - y
            let previousK = k == -d || (k != d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
            let previousX = at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                pairs.append((x, y))
            }
            if d > 0 {
                x = previousX
                y = previousY
            }
        }
        return pairs.reversed()
    }
}
