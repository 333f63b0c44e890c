import ModelsXML

/// A document model's Version merged unit by unit: each of its attributes, and each element
/// inside it (an instruction of an `ML` program, a `field`, a `region`) as a whole, found in
/// the other inputs by `SiblingAlignment` (BASE against CUSTOM, BASE against NEW). A block
/// (`Front`, `ML`, `MRZ`: an element with children) merges its attributes one by one and its
/// children in turn. So a customer's threshold and a vendor's rewritten instruction elsewhere
/// in the same Version both land; the same instruction changed on both sides is one
/// `upgrade.conflict` naming it, its line in each input and its three values.
extension ElementMerge {
    mutating func version(
        _ b: LocatedElement, _ c: LocatedElement, _ n: LocatedElement, label: String, report: inout MergeReport
    ) {
        both(b, c, n, at: Place(version: label, path: ""), report: &report)
    }

    /// The children of a block all three inputs have.
    private mutating func children(
        _ b: LocatedElement, _ c: LocatedElement, _ n: LocatedElement, version: String, path: String,
        report: inout MergeReport
    ) {
        let was = b.children
        let mine = c.children
        let next = n.children
        let inCustom = Self.counterparts(SiblingAlignment.align(was, mine), count: was.count)
        let inNew = Self.counterparts(SiblingAlignment.align(was, next), count: was.count)
        for index in was.indices {
            let at = Place(version: version, path: VersionComparison.childPath(path, index, in: was))
            switch (inCustom[index], inNew[index]) {
            case (let own?, let vendor?):
                both(was[index], mine[own], next[vendor], at: at, report: &report)
            case (let own?, nil):
                removedByVendor(was[index], mine[own], at: at, report: &report)
            case (nil, let vendor?):
                if !Self.same(was[index], next[vendor]) {
                    report.keptRemoval(
                        at.what, at: report.location(self.path, line: c.line, column: c.column),
                        vendor: Sided(described: Self.line(next[vendor]), place(next[vendor])))
                }
            case (nil, nil): break
            }
        }
        insertVendorElements(
            was: was, mine: mine, next: next, inCustom: inCustom, inNew: inNew, parent: c,
            at: Place(version: version, path: path), report: &report)
    }

    /// An element all three inputs have. Changed on one side only, that side's, whole (most
    /// of a model: a Version the customer left is the vendor's); changed on both, a block by
    /// its attributes and children, an instruction (no children anywhere) as one unit.
    private mutating func both(
        _ b: LocatedElement, _ c: LocatedElement, _ n: LocatedElement, at place: Place, report: inout MergeReport
    ) {
        let vendorChanged = !Self.same(b, n)
        guard vendorChanged, !Self.same(b, c), !Self.same(c, n) else {
            // Left by the vendor, or changed the same way: CUSTOM's stands; left by the customer: NEW's.
            if vendorChanged, Self.same(b, c) {
                take(n, over: c)
                report.vendorChangesTaken += 1
            }
            return
        }
        guard b.children.isEmpty, c.children.isEmpty, n.children.isEmpty else {
            attributes(b, c, n, label: place.label, report: &report)
            children(b, c, n, version: place.version, path: place.path, report: &report)
            return
        }
        let shown = Self.differing([b, c, n])
        report.conflict(
            place.what, at: report.location(path, line: c.line, column: c.column),
            base: Sided(described: shown[0], self.place(b)), custom: Sided(described: shown[1], nil),
            vendor: Sided(described: shown[2], self.place(n)))
        if report.preferVendor { take(n, over: c) }
    }

    /// NEW's element as written in place of CUSTOM's.
    private mutating func take(_ n: LocatedElement, over c: LocatedElement) {
        guard let range = mine.spans.elementRange(c), let raw = next.spans.elementRange(n) else { return fail() }
        edits.replace(range, with: Array(next.bytes[raw]))
    }

    /// BASE's element the vendor removed and CUSTOM kept: it goes, unless the customer changed it.
    private mutating func removedByVendor(
        _ b: LocatedElement, _ c: LocatedElement, at place: Place, report: inout MergeReport
    ) {
        if Self.same(b, c) {
            remove(c)
            report.vendorChangesTaken += 1
            return
        }
        let shown = Self.differing([b, c])
        report.conflict(
            place.what, at: report.location(path, line: c.line, column: c.column),
            base: Sided(described: shown[0], self.place(b)), custom: Sided(described: shown[1], nil),
            vendor: Sided(described: "(removed)", nil))
        if report.preferVendor { remove(c) }
    }

    /// The elements NEW has and BASE has not, each after the element it follows in NEW (past
    /// what the customer added there); the same element added by both sides is kept once, and
    /// other additions of both sides at one place are a conflict: both kept, the customer's first.
    private mutating func insertVendorElements(
        was: [LocatedElement], mine: [LocatedElement], next: [LocatedElement], inCustom: [Int?], inNew: [Int?],
        parent: LocatedElement, at place: Place, report: inout MergeReport
    ) {
        let baseOfNew = Self.inverse(inNew, count: next.count)
        let baseOfCustom = Self.inverse(inCustom, count: mine.count)
        var previousBase = -1  // the last of BASE's elements met in NEW's order
        var saidConflictAfter: Int?  // one conflict per place
        for index in next.indices {
            if let base = baseOfNew[index] {
                previousBase = base
                continue
            }
            // The customer's side of this place: after CUSTOM's counterpart of the last BASE
            // element before it, up to the counterpart of the first one after it.
            let before = stride(from: previousBase, through: 0, by: -1).first { inCustom[$0] != nil }
            let start = before.map { inCustom[$0]! + 1 } ?? 0
            let end = ((previousBase + 1)..<was.count).first { inCustom[$0] != nil }.map { inCustom[$0]! } ?? mine.count
            let theirs = (start..<end).filter { baseOfCustom[$0] == nil }
            let element = next[index]
            if theirs.contains(where: { Self.same(mine[$0], element) }) { continue }
            if let first = theirs.first, saidConflictAfter != previousBase {
                saidConflictAfter = previousBase
                report.conflict(
                    Place(version: place.version, path: VersionComparison.childPath(place.path, index, in: next)).what,
                    at: report.location(path, line: mine[first].line, column: mine[first].column),
                    base: Sided(described: "(none)", nil),
                    custom: Sided(described: theirs.map { Self.line(mine[$0]) }.joined(separator: "; "), nil),
                    vendor: Sided(described: Self.line(element), self.place(element)),
                    resolved: "kept both, yours first")
            }
            insert(element, after: end > 0 ? mine[end - 1] : nil, in: parent)
            report.vendorChangesTaken += 1
        }
    }

    /// For each BASE element, its counterpart in the other input (nil: not there).
    private static func counterparts(_ steps: [SiblingAlignment.Step], count: Int) -> [Int?] {
        var result = [Int?](repeating: nil, count: count)
        for step in steps {
            switch step {
            case .same(let old, let new), .changed(let old, let new): result[old] = new
            case .removed, .inserted: break
            }
        }
        return result
    }

    private static func inverse(_ map: [Int?], count: Int) -> [Int?] {
        var result = [Int?](repeating: nil, count: count)
        for (index, other) in map.enumerated() { if let other { result[other] = index } }
        return result
    }

    /// `calculateOffset x="0.291" threshold="0.3"`: an element's own line, as the diff shows it.
    static func line(_ element: LocatedElement) -> String {
        ([element.name] + element.attributes.map { "\($0.name)=\"\($0.value)\"" }).joined(separator: " ")
    }

    /// Each element's attributes that are not the same in all of them (`threshold="0.3"`, or
    /// `threshold (none)`): what a conflict shows of three versions of one instruction.
    static func differing(_ elements: [LocatedElement]) -> [String] {
        let tables = elements.map(ElementKeys.attributes)
        var names: [String] = []
        for element in elements {
            for attribute in element.attributes where !names.contains(attribute.name) { names.append(attribute.name) }
        }
        let differing = names.filter { name in Set(tables.map { $0[name]?.value }).count > 1 }
        return tables.map { table in
            differing.map { name in table[name].map { "\(name)=\"\($0.value)\"" } ?? "\(name) (none)" }
                .joined(separator: " ")
        }
    }

    /// An element of a Version, for messages: `Version 'ES/DLI-2013' Back/ML/rejectIfNotValid`.
    struct Place {
        var version: String
        var path: String

        var label: String { path.isEmpty ? version : "\(version)/\(path)" }
        var what: String {
            "Version '\(version.escapingControlCharacters)' \(path.escapingControlCharacters)"
        }
    }
}
