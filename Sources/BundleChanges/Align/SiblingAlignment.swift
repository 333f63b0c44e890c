import ModelsXML

/// How the children of two matched elements of a document model line up: the unit is one
/// element with its attributes (an instruction of an `ML` program, a `field`, a `region`, or a
/// block such as `Front` or `ML`, whose own children are aligned in turn). The longest common
/// subsequence of the elements' names and attributes (attribute order apart) matches the ones
/// that stayed as they were, so one inserted instruction is one insertion, never a shift of
/// every later one. Between two matched runs, an element left on each side is paired as one
/// changed element when it is the same one edited (`isSameElement`); the rest are removed or
/// inserted. `diff` reports these steps, `upgrade` merges by them.
enum SiblingAlignment {
    enum Step: Equatable {
        /// The same name and attributes (a block's children may still differ).
        case same(old: Int, new: Int)
        /// The same element with its attributes changed.
        case changed(old: Int, new: Int)
        case removed(old: Int)
        case inserted(new: Int)
    }

    /// The steps, in the order of both sequences (a removal before the insertion beside it).
    static func align(_ old: [LocatedElement], _ new: [LocatedElement]) -> [Step] {
        var keys = ElementLineKeys()
        let oldKeys = old.map { keys.key($0) }
        let newKeys = new.map { keys.key($0) }
        var steps: [Step] = []
        var i = 0
        var j = 0
        for match in CommonSubsequence.pairs(oldKeys, newKeys) + [(old: old.count, new: new.count)] {
            steps += gap(old, i..<match.old, new, j..<match.new)
            if match.old < old.count { steps.append(.same(old: match.old, new: match.new)) }
            i = match.old + 1
            j = match.new + 1
        }
        return steps
    }

    /// Whether `a` and `b` (of one gap) are one element edited: the same name, and the same
    /// `id` when either has one; a block (an element with children) by its name alone; an
    /// instruction when one of its attributes changed (or was added or removed), or when it
    /// keeps at least as many as changed (`assignField src="a" field="A"` -> `src="b"
    /// field="B"` is one removed and one inserted).
    static func isSameElement(_ a: LocatedElement, _ b: LocatedElement) -> Bool {
        guard a.name == b.name else { return false }
        let idA = a[attribute: "id"]?.value
        let idB = b[attribute: "id"]?.value
        if idA != nil || idB != nil { return idA == idB }
        if !a.children.isEmpty || !b.children.isEmpty { return true }
        let mine = ElementKeys.attributes(a)
        let theirs = ElementKeys.attributes(b)
        let kept = mine.filter { theirs[$0.key]?.value == $0.value.value }.count
        let differing = Set(mine.keys).union(theirs.keys).count - kept
        return differing <= max(kept, 1)
    }

    /// One gap: the pairs of the same element edited (the longest chain of them, in order),
    /// with the removed and inserted ones around them.
    private static func gap(
        _ old: [LocatedElement], _ oldRange: Range<Int>, _ new: [LocatedElement], _ newRange: Range<Int>
    ) -> [Step] {
        guard !oldRange.isEmpty || !newRange.isEmpty else { return [] }
        var steps: [Step] = []
        var i = oldRange.lowerBound
        var j = newRange.lowerBound
        for pair in pairs(old, oldRange, new, newRange) {
            steps += (i..<pair.old).map { .removed(old: $0) }
            steps += (j..<pair.new).map { .inserted(new: $0) }
            steps.append(.changed(old: pair.old, new: pair.new))
            i = pair.old + 1
            j = pair.new + 1
        }
        steps += (i..<oldRange.upperBound).map { .removed(old: $0) }
        steps += (j..<newRange.upperBound).map { .inserted(new: $0) }
        return steps
    }

    /// The most pairs of `isSameElement` in order (a table over the gap; a gap larger than
    /// `tableLimit` cells pairs each old element with the next same one in order).
    private static func pairs(
        _ old: [LocatedElement], _ oldRange: Range<Int>, _ new: [LocatedElement], _ newRange: Range<Int>
    ) -> [(old: Int, new: Int)] {
        let rows = oldRange.count
        let columns = newRange.count
        guard rows > 0, columns > 0 else { return [] }
        guard rows * columns <= tableLimit else {
            var result: [(old: Int, new: Int)] = []
            var next = newRange.lowerBound
            for i in oldRange {
                guard let j = (next..<newRange.upperBound).first(where: { isSameElement(old[i], new[$0]) }) else {
                    continue
                }
                result.append((i, j))
                next = j + 1
            }
            return result
        }
        // lengths[r][c]: the longest chain in old[r...] x new[c...].
        var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: columns + 1), count: rows + 1)
        for r in stride(from: rows - 1, through: 0, by: -1) {
            for c in stride(from: columns - 1, through: 0, by: -1) {
                lengths[r][c] =
                    isSameElement(old[oldRange.lowerBound + r], new[newRange.lowerBound + c])
                    ? lengths[r + 1][c + 1] + 1 : max(lengths[r + 1][c], lengths[r][c + 1])
            }
        }
        var result: [(old: Int, new: Int)] = []
        var r = 0
        var c = 0
        while r < rows, c < columns {
            if isSameElement(old[oldRange.lowerBound + r], new[newRange.lowerBound + c]),
                lengths[r][c] == lengths[r + 1][c + 1] + 1
            {
                result.append((oldRange.lowerBound + r, newRange.lowerBound + c))
                r += 1
                c += 1
            } else if lengths[r + 1][c] >= lengths[r][c + 1] {
                r += 1
            } else {
                c += 1
            }
        }
        return result
    }

    static let tableLimit = 1 << 20
}

/// Each element's own line (name and attributes, in name order) as a small integer: equal
/// lines, equal keys.
struct ElementLineKeys {
    private var table: [[String]: Int] = [:]

    mutating func key(_ element: LocatedElement) -> Int {
        var line = [element.name]
        for attribute in element.attributes.sorted(by: { $0.name < $1.name }) {
            line.append(attribute.name)
            line.append(attribute.value)
        }
        if let known = table[line] { return known }
        table[line] = table.count
        return table.count - 1
    }
}
