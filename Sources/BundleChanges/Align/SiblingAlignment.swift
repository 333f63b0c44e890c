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
        // The head and tail both keep, found without making keys (most of a changed block).
        func same(_ a: LocatedElement, _ b: LocatedElement) -> Bool {
            a.name == b.name && ElementKeys.sameAttributes(a, b)
        }
        var head = 0
        while head < old.count, head < new.count, same(old[head], new[head]) { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head,
            same(old[old.count - 1 - tail], new[new.count - 1 - tail])
        {
            tail += 1
        }
        var keys = ElementLineKeys()
        let oldKeys = old[head..<(old.count - tail)].map { keys.key($0) }
        let newKeys = new[head..<(new.count - tail)].map { keys.key($0) }
        var steps: [Step] = (0..<head).map { .same(old: $0, new: $0) }
        var i = head
        var j = head
        let matches = CommonSubsequence.pairs(oldKeys, newKeys).map { (old: $0.old + head, new: $0.new + head) }
        for match in matches + [(old: old.count - tail, new: new.count - tail)] {
            steps += gap(old, i..<match.old, new, j..<match.new)
            if match.old < old.count - tail { steps.append(.same(old: match.old, new: match.new)) }
            i = match.old + 1
            j = match.new + 1
        }
        steps += (0..<tail).map { .same(old: old.count - tail + $0, new: new.count - tail + $0) }
        return steps
    }

    /// What `isSameElement` compares of an element, made once per element of a gap.
    struct Line {
        var name: String
        var id: String?
        var isBlock: Bool
        /// Name and value, in name order.
        var attributes: [(name: String, value: String)]

        init(_ element: LocatedElement) {
            name = element.name
            id = element[attribute: "id"]?.value
            isBlock = !element.children.isEmpty
            attributes = element.attributes.map { ($0.name, $0.value) }.sorted { $0.name < $1.name }
        }

        /// Whether `self` and `other` (of one gap) are one element edited: the same name, and the
        /// same `id` when either has one; a block (an element with children) by its name alone; an
        /// instruction when one of its attributes changed (or was added or removed), or when it
        /// keeps at least as many as changed (`assignField src="a" field="A"` -> `src="b"
        /// field="B"` is one removed and one inserted).
        func isSameElement(_ other: Line) -> Bool {
            guard name == other.name else { return false }
            if id != nil || other.id != nil { return id == other.id }
            if isBlock || other.isBlock { return true }
            // Walk both name-ordered lists once: kept (same name and value) and all names.
            var kept = 0
            var names = 0
            var i = 0
            var j = 0
            while i < attributes.count || j < other.attributes.count {
                names += 1
                if j == other.attributes.count
                    || (i < attributes.count && attributes[i].name < other.attributes[j].name)
                {
                    i += 1
                } else if i == attributes.count || other.attributes[j].name < attributes[i].name {
                    j += 1
                } else {
                    if attributes[i].value == other.attributes[j].value { kept += 1 }
                    i += 1
                    j += 1
                }
            }
            return names - kept <= max(kept, 1)
        }
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
            let newLines = newRange.map { Line(new[$0]) }
            var result: [(old: Int, new: Int)] = []
            var next = newRange.lowerBound
            for i in oldRange {
                let line = Line(old[i])
                guard
                    let j = (next..<newRange.upperBound).first(where: {
                        line.isSameElement(newLines[$0 - newRange.lowerBound])
                    })
                else {
                    continue
                }
                result.append((i, j))
                next = j + 1
            }
            return result
        }
        // Each pair judged once; lengths[r][c]: the longest chain in old[r...] x new[c...].
        let oldLines = oldRange.map { Line(old[$0]) }
        let newLines = newRange.map { Line(new[$0]) }
        var same = [Bool](repeating: false, count: rows * columns)
        for r in 0..<rows {
            for c in 0..<columns { same[r * columns + c] = oldLines[r].isSameElement(newLines[c]) }
        }
        var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: columns + 1), count: rows + 1)
        for r in stride(from: rows - 1, through: 0, by: -1) {
            for c in stride(from: columns - 1, through: 0, by: -1) {
                lengths[r][c] =
                    same[r * columns + c] ? lengths[r + 1][c + 1] + 1 : max(lengths[r + 1][c], lengths[r][c + 1])
            }
        }
        var result: [(old: Int, new: Int)] = []
        var r = 0
        var c = 0
        while r < rows, c < columns {
            if same[r * columns + c], lengths[r][c] == lengths[r + 1][c + 1] + 1 {
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
